#include "abi/abi.h"
