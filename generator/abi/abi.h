// abi: compares two Models (see abi/diff.h once written).
#pragma once
