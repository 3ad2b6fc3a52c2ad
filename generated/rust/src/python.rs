// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Python capsules (the feature `python`, which brings `alloc`): take a tensor
//! from a Python producer and hand one to a Python consumer, by the Python
//! array API's DLPack protocol, without pyo3.
//!
//! - `from_dlpack` calls `obj.__dlpack__(max_version=...)` (again without
//!   `max_version` when a producer from before it raises `TypeError`) and
//!   `import`s the capsule; `consume` takes one capsule kind. The capsule is
//!   renamed `used_*` once its tensor is taken, and the returned `Owned`
//!   calls the deleter once; a refused tensor is left to its capsule, whose
//!   destructor frees it.
//! - `export` is the body of a producer's `__dlpack__`: the versioned struct
//!   of the version the consumer's `max_version` allows, else the legacy one;
//!   `into_capsule` gives any `Owned` to a capsule whose destructor frees
//!   the tensor if no consumer took it.
//!
//! The CPython functions these call are declared here, not linked: the code
//! runs inside a Python process (an extension module, or a library loaded
//! with `ctypes.PyDLL`), which provides them. Call every function with the GIL
//! held. A pointer is CPython's `PyObject *` (from pyo3: `obj.as_ptr()`). A
//! failure returns `Raised`: a Python exception is set, and the caller
//! returns NULL to Python. The module is empty for a header without a managed
//! tensor with a capsule name (the overlay's), a dtype or a device struct.

use crate::element::Element;
use crate::producer::{Buffer, Builder};
use crate::safe::*;
#[allow(unused_imports)]
use crate::*;
use alloc::ffi::CString;
use alloc::format;
use alloc::string::String;
use core::ffi::{c_void, CStr};

/// A Python object (CPython's `PyObject`), only ever behind a pointer.
#[repr(C)]
pub struct PyObject {
    _opaque: [u8; 0],
}

/// A Python exception is set: return NULL (or -1) to Python.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Raised;

/// The CPython C API, as the process that loaded this code provides it.
mod ffi {
    use super::PyObject;
    use core::ffi::{c_char, c_int, c_long, c_longlong, c_void};

    pub type Destructor = unsafe extern "C" fn(*mut PyObject);

    extern "C" {
        pub fn PyCapsule_New(pointer: *mut c_void, name: *const c_char, destructor: Option<Destructor>) -> *mut PyObject;
        pub fn PyCapsule_GetPointer(capsule: *mut PyObject, name: *const c_char) -> *mut c_void;
        pub fn PyCapsule_GetName(capsule: *mut PyObject) -> *const c_char;
        pub fn PyCapsule_SetName(capsule: *mut PyObject, name: *const c_char) -> c_int;
        pub fn PyCapsule_IsValid(capsule: *mut PyObject, name: *const c_char) -> c_int;
        pub static PyCapsule_Type: [u8; 0];
        pub fn PyObject_Type(object: *mut PyObject) -> *mut PyObject;
        pub fn PyObject_GetAttrString(object: *mut PyObject, name: *const c_char) -> *mut PyObject;
        pub fn PyObject_Call(callable: *mut PyObject, args: *mut PyObject, kwargs: *mut PyObject) -> *mut PyObject;
        pub fn PyUnicode_AsUTF8(object: *mut PyObject) -> *const c_char;
        pub fn PyTuple_New(size: isize) -> *mut PyObject;
        pub fn PyTuple_SetItem(tuple: *mut PyObject, index: isize, item: *mut PyObject) -> c_int;
        pub fn PyDict_New() -> *mut PyObject;
        pub fn PyDict_SetItemString(dict: *mut PyObject, key: *const c_char, value: *mut PyObject) -> c_int;
        pub fn PyDict_DelItemString(dict: *mut PyObject, key: *const c_char) -> c_int;
        pub fn PyLong_FromLongLong(value: c_longlong) -> *mut PyObject;
        pub fn PyLong_AsLongLong(object: *mut PyObject) -> c_longlong;
        pub fn PyTuple_Size(tuple: *mut PyObject) -> isize;
        pub fn PyTuple_GetItem(tuple: *mut PyObject, index: isize) -> *mut PyObject;
        pub fn PyBool_FromLong(value: c_long) -> *mut PyObject;
        pub fn PyErr_Occurred() -> *mut PyObject;
        pub fn Py_DecRef(object: *mut PyObject);
        pub fn PyErr_SetString(kind: *mut PyObject, message: *const c_char);
        pub fn PyErr_ExceptionMatches(kind: *mut PyObject) -> c_int;
        pub fn PyErr_Clear();
        pub static PyExc_TypeError: *mut PyObject;
        pub static PyExc_ValueError: *mut PyObject;
        pub static PyExc_BufferError: *mut PyObject;
    }
}

/// A new reference, released when dropped (`Py_DecRef` accepts NULL).
struct Ref(*mut PyObject);

impl Drop for Ref {
    fn drop(&mut self) {
        // SAFETY: a reference this code owns (or NULL), with the GIL held.
        unsafe { ffi::Py_DecRef(self.0) }
    }
}

impl Ref {
    fn get(&self) -> Result<*mut PyObject, Raised> {
        if self.0.is_null() { Err(Raised) } else { Ok(self.0) }
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Type,
    Value,
    Buffer,
}

/// Sets a Python exception of `kind` with `message`; returns [`Raised`].
fn raise(kind: Kind, message: &str) -> Raised {
    // A NUL in the text (from a capsule or type name) ends the message there.
    let message = CString::new(message.split('\0').next().unwrap_or_default()).unwrap_or_default();
    // SAFETY: the exception types are CPython's own objects; the GIL is held.
    unsafe {
        let kind = match kind {
            Kind::Type => ffi::PyExc_TypeError,
            Kind::Value => ffi::PyExc_ValueError,
            Kind::Buffer => ffi::PyExc_BufferError,
        };
        ffi::PyErr_SetString(kind, message.as_ptr());
    }
    Raised
}

/// Sets `BufferError` with the reason of `error` (`dlpack: ...`), for code
/// that took a tensor and refuses to read it (a typed read's [`Error`]):
/// return NULL to Python.
pub fn buffer_error(error: &Error) -> Raised {
    raise(Kind::Buffer, &format!("dlpack: {error}"))
}

/// A managed-tensor struct that travels in a Python capsule, and the names the
/// capsule has before and after a consumer took the tensor.
pub trait Capsule: Managed {
    /// The capsule's name, as the DLPack protocol gives it.
    const NAME: &'static CStr;
    /// The name a consumer gives the capsule whose tensor it took.
    const USED_NAME: &'static CStr;
}

impl Capsule for DLManagedTensorVersioned {
    const NAME: &'static CStr = c"dltensor_versioned";
    const USED_NAME: &'static CStr = c"used_dltensor_versioned";
}

impl Capsule for DLManagedTensor {
    const NAME: &'static CStr = c"dltensor";
    const USED_NAME: &'static CStr = c"used_dltensor";
}

/// Every capsule name this header reads, in the overlay's order.
pub const CAPSULE_NAMES: &[&CStr] = &[c"dltensor_versioned", c"dltensor", ];

/// The name of `object` when it is a capsule; `Err` when it is not one (no
/// exception set); `Ok(None)` for a capsule without a name.
///
/// # Safety
/// `object` is a live Python object; the GIL is held.
unsafe fn capsule_name(object: *mut PyObject) -> Result<Option<&'static CStr>, ()> {
    // SAFETY: the caller's contract.
    let kind = Ref(unsafe { ffi::PyObject_Type(object) });
    if kind.0.cast_const().cast::<u8>() != core::ptr::addr_of!(ffi::PyCapsule_Type).cast::<u8>() {
        return Err(());
    }
    // SAFETY: a capsule; its name lives as long as the capsule, which the caller holds.
    let name = unsafe { ffi::PyCapsule_GetName(object) };
    Ok((!name.is_null()).then(|| unsafe { CStr::from_ptr(name) }))
}

/// The `__name__` of the type of `object`, for messages.
///
/// # Safety
/// As for [`capsule_name`].
unsafe fn type_name(object: *mut PyObject) -> String {
    // SAFETY: the caller's contract.
    unsafe {
        let kind = Ref(ffi::PyObject_Type(object));
        let name = Ref(if kind.0.is_null() { kind.0 } else { ffi::PyObject_GetAttrString(kind.0, c"__name__".as_ptr()) });
        let text = if name.0.is_null() { core::ptr::null() } else { ffi::PyUnicode_AsUTF8(name.0) };
        if text.is_null() {
            ffi::PyErr_Clear();
            return String::from("?");
        }
        String::from(CStr::from_ptr(text).to_string_lossy())
    }
}

/// `'a' or 'b'`, for messages.
fn quoted(names: &[&CStr]) -> String {
    let mut out = String::new();
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            out.push_str(" or ");
        }
        out.push('\'');
        out.push_str(&name.to_string_lossy());
        out.push('\'');
    }
    out
}

/// Ok when `capsule` is a capsule named one of `names`; else `TypeError` (not
/// a capsule) or `ValueError` (another name; an already consumed one says so).
///
/// # Safety
/// As for [`capsule_name`].
unsafe fn check_capsule(capsule: *mut PyObject, names: &[&CStr]) -> Result<&'static CStr, Raised> {
    // SAFETY: the caller's contract.
    let Ok(name) = (unsafe { capsule_name(capsule) }) else {
        // SAFETY: as above.
        let found = unsafe { type_name(capsule) };
        return Err(raise(Kind::Type, &format!("dlpack: expected a DLPack capsule, not {found}")));
    };
    let Some(name) = name else {
        return Err(raise(Kind::Value, &format!("dlpack: the capsule has no name; a DLPack capsule is named {}", quoted(names))));
    };
    if names.contains(&name) {
        return Ok(name);
    }
    let text = name.to_string_lossy();
    let consumed = text.strip_prefix("used_").is_some_and(|rest| CAPSULE_NAMES.iter().any(|n| n.to_bytes() == rest.as_bytes()));
    Err(raise(
        Kind::Value,
        &if consumed {
            format!("dlpack: the capsule was already consumed (it is named '{text}')")
        } else {
            format!("dlpack: the capsule is named '{text}', not {}", quoted(names))
        },
    ))
}

/// What a consumer checks before it owns a tensor: the producer's major
/// version (only the version is read when it differs), then the tensor.
fn accept<M: Managed>(managed: &M) -> Result<(), Raised> {
    if let (Some((major, minor)), Some((header_major, header_minor))) = (managed.producer_version(), HEADER_VERSION) {
        if major != header_major {
            return Err(raise(
                Kind::Buffer,
                &format!("dlpack: the capsule holds a tensor of DLPack {major}.{minor}, whose major version is not this consumer's ({header_major}.{header_minor})"),
            ));
        }
    }
    // SAFETY: the capsule's producer made the struct; its shape and strides point to ndim elements.
    let view = unsafe { TensorView::new(managed.tensor(), managed.producer_version()) };
    view.validate().map_err(|e| raise(Kind::Buffer, &format!("dlpack: the capsule's tensor is refused: {e}")))
}

/// Takes the tensor of a capsule named `M::NAME`: checks the capsule
/// (`TypeError`, `ValueError`) and the tensor (`BufferError`, with the reason)
/// without owning it, renames the capsule `M::USED_NAME`, and returns the
/// owner, which calls the deleter once. On failure the capsule is untouched:
/// its destructor still frees the tensor, exactly once.
///
/// # Errors
/// [`Raised`], with the Python exception set.
///
/// # Safety
/// `capsule` is a live Python object; the GIL is held; a capsule of that name
/// holds a valid `M` that no one else owns.
pub unsafe fn consume<M: Capsule>(capsule: *mut PyObject) -> Result<Owned<M>, Raised> {
    // SAFETY: the caller's contract.
    unsafe {
        check_capsule(capsule, &[M::NAME])?;
        let managed = ffi::PyCapsule_GetPointer(capsule, M::NAME.as_ptr()).cast::<M>();
        if managed.is_null() {
            return Err(Raised);
        }
        accept(&*managed)?;
        if ffi::PyCapsule_SetName(capsule, M::USED_NAME.as_ptr()) != 0 {
            return Err(Raised);
        }
        Owned::from_raw(managed).map_err(|e| raise(Kind::Buffer, &format!("dlpack: the capsule's tensor is refused: {e}")))
    }
}

/// A tensor taken from a capsule of any kind this header has.
#[derive(Debug)]
pub enum Imported {
    /// From a `dltensor_versioned` capsule.
    DLManagedTensorVersioned(Owned<DLManagedTensorVersioned>),
    /// From a `dltensor` capsule.
    DLManagedTensor(Owned<DLManagedTensor>),
}

impl Imported {
    /// The tensor.
    pub fn view(&self) -> TensorView<'_> {
        match *self {
            Imported::DLManagedTensorVersioned(ref owned) => owned.view(),
            Imported::DLManagedTensor(ref owned) => owned.view(),
        }
    }

    /// The DLPack version the producer declared; `None` for a struct without one.
    pub fn producer_version(&self) -> Option<(u32, u32)> {
        match *self {
            Imported::DLManagedTensorVersioned(ref owned) => owned.get().producer_version(),
            Imported::DLManagedTensor(ref owned) => owned.get().producer_version(),
        }
    }

    /// The flag bits (0 for a struct without flags).
    pub fn flags(&self) -> u64 {
        match *self {
            Imported::DLManagedTensorVersioned(ref owned) => owned.flags(),
            Imported::DLManagedTensor(ref owned) => owned.flags(),
        }
    }

    /// Whether the producer marked the data read-only (only a struct with
    /// flags can; consumers such as numpy treat a legacy tensor as read-only).
    pub fn read_only(&self) -> bool {
        self.flags() & DLPACK_FLAG_BITMASK_READ_ONLY != 0
    }

    /// Whether the producer says it copied the data for this consumer (only a
    /// struct with flags can; numpy does for `copy=True`, not every producer).
    pub fn copied(&self) -> bool {
        self.flags() & DLPACK_FLAG_BITMASK_IS_COPIED != 0
    }

    /// Where the data is: `(device_type, device_id)`, as `__dlpack_device__`
    /// gives it.
    pub fn device(&self) -> (i64, i64) {
        device_pair(self.view().device())
    }
}

/// `device` as a `(device_type, device_id)` tuple, as `__dlpack_device__`
/// gives it (a device type beyond `i64` saturates: no Python producer gives one).
fn device_pair(device: DLDevice) -> (i64, i64) {
    let kind = i64::try_from(i128::from(device.device_type.0)).unwrap_or(i64::MAX);
    (kind, i64::from(device.device_id))
}

/// `obj.__dlpack_device__()`: where the producer's data is, as
/// `(device_type, device_id)`.
///
/// # Errors
/// [`Raised`]: the producer's own exception (`AttributeError` when it has no
/// such method), or `TypeError` when it returns anything but a tuple of two
/// integers.
///
/// # Safety
/// `obj` is a live Python object; the GIL is held.
pub unsafe fn dlpack_device(obj: *mut PyObject) -> Result<(i64, i64), Raised> {
    // SAFETY: the caller's contract; every reference made here is released by `Ref`.
    unsafe {
        let method = Ref(ffi::PyObject_GetAttrString(obj, c"__dlpack_device__".as_ptr()));
        let args = Ref(ffi::PyTuple_New(0));
        let result = Ref(ffi::PyObject_Call(method.get()?, args.get()?, core::ptr::null_mut()));
        let tuple = result.get()?;
        let not_a_pair = || {
            ffi::PyErr_Clear();
            raise(
                Kind::Type,
                &format!("dlpack: __dlpack_device__() must return a tuple (device_type, device_id) of integers, not {}", type_name(tuple)),
            )
        };
        if ffi::PyTuple_Size(tuple) != 2 {
            return Err(not_a_pair());
        }
        let mut out = [0i64; 2];
        for (i, slot) in (0isize..).zip(out.iter_mut()) {
            // A borrowed reference; any int subclass (an IntEnum) reads.
            let item = ffi::PyTuple_GetItem(tuple, i);
            let value = ffi::PyLong_AsLongLong(item);
            if value == -1 && !ffi::PyErr_Occurred().is_null() {
                return Err(not_a_pair());
            }
            *slot = value;
        }
        Ok((out[0], out[1]))
    }
}

/// [`consume`] by the capsule's name: any of [`CAPSULE_NAMES`].
///
/// # Errors
/// [`Raised`], with the Python exception set: `TypeError`, `ValueError` (a
/// name this header does not read, or a consumed capsule), `BufferError`.
///
/// # Safety
/// As for [`consume`].
pub unsafe fn import(capsule: *mut PyObject) -> Result<Imported, Raised> {
    // SAFETY: the caller's contract.
    let name = unsafe { check_capsule(capsule, CAPSULE_NAMES)? };
    if name == <DLManagedTensorVersioned as Capsule>::NAME {
        // SAFETY: the caller's contract.
        return unsafe { consume::<DLManagedTensorVersioned>(capsule) }.map(Imported::DLManagedTensorVersioned);
    }
    if name == <DLManagedTensor as Capsule>::NAME {
        // SAFETY: the caller's contract.
        return unsafe { consume::<DLManagedTensor>(capsule) }.map(Imported::DLManagedTensor);
    }
    let _ = name;
    Err(raise(Kind::Value, "dlpack: no capsule kind of this header matched"))
}

/// The consumer's stream for data on a device `(device_type, device_id)`
/// (`None`: no `stream=`).
pub type StreamFor = fn((i64, i64)) -> Option<i64>;

/// What [`from_dlpack`] asks of the producer (`__dlpack__`'s keywords).
#[derive(Clone, Copy, Debug)]
pub struct ImportOptions {
    /// `max_version=(major, minor)`: the newest DLPack version this consumer
    /// reads (default: this header's, when it has a versioned struct with a
    /// capsule). `None`: not passed, and the producer gives the legacy struct.
    pub max_version: Option<(u32, u32)>,
    /// `stream=` (CUDA/ROCm: the consumer's stream; `None`: not passed).
    pub stream: Option<i64>,
    /// Chooses `stream=` from the device `__dlpack_device__()` names (the
    /// consumer's stream on that device; `None`: not passed); when set, it
    /// is used instead of `stream`.
    pub stream_for: Option<StreamFor>,
    /// `dl_device=(device_type, device_id)`: the device the consumer wants
    /// the tensor on (a producer copies there or raises `BufferError`).
    /// `None`: where the data is. Passed only when it differs from what
    /// `__dlpack_device__()` says, so producers from before the keyword work.
    pub dl_device: Option<(i64, i64)>,
    /// `copy=`: `Some(true)` the producer must copy, `Some(false)` it must
    /// not (it raises `BufferError` where it would have to), `None` (not
    /// passed) it may.
    pub copy: Option<bool>,
}

#[allow(clippy::derivable_impls)] // not derivable for a header with a versioned struct
impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            max_version: HEADER_VERSION,
            stream: None,
            stream_for: None,
            dl_device: None,
            copy: None,
        }
    }
}

/// Sets `kwargs[key] = (a, b)`.
///
/// # Safety
/// `kwargs` is a live dict; the GIL is held.
unsafe fn set_pair(kwargs: *mut PyObject, key: &CStr, pair: (i64, i64)) -> Result<(), Raised> {
    // SAFETY: the caller's contract; the tuple's reference is released by `Ref`.
    unsafe {
        let value = Ref(ffi::PyTuple_New(2));
        let tuple = value.get()?;
        for (i, part) in [(0, pair.0), (1, pair.1)] {
            let item = ffi::PyLong_FromLongLong(part);
            // PyTuple_SetItem takes the item's reference, also on failure.
            if item.is_null() || ffi::PyTuple_SetItem(tuple, i, item) != 0 {
                return Err(Raised);
            }
        }
        if ffi::PyDict_SetItemString(kwargs, key.as_ptr(), tuple) != 0 {
            return Err(Raised);
        }
        Ok(())
    }
}

/// The consumer side of the protocol, as the Python array API's
/// `from_dlpack(obj, device=..., copy=...)`:
///  1. `obj.__dlpack_device__()` ([`dlpack_device`]): where the data is;
///  2. the stream: `options.stream_for` of that device, else `options.stream`;
///  3. `obj.__dlpack__(stream=..., max_version=..., dl_device=..., copy=...)`,
///     each keyword only when set (`dl_device` only when it is not the device
///     of step 1); if that raises `TypeError` while `max_version` was passed
///     and `dl_device` and `copy` were not, the producer predates
///     `max_version`: it is called again without it (and gives the legacy
///     struct). A producer from before `dl_device` and `copy` cannot honour
///     them: its `TypeError` stands;
///  4. [`import`] of the capsule, which is released before returning (a
///     refused one frees its tensor);
///  5. the tensor must be on `options.dl_device` if set, else on the device
///     of step 1: else `BufferError` (the tensor is freed).
///
/// # Errors
/// [`Raised`]: the producer's own exceptions as they are, or [`import`]'s,
/// or step 5's.
///
/// # Safety
/// `obj` is a live Python object; the GIL is held.
pub unsafe fn from_dlpack(obj: *mut PyObject, options: &ImportOptions) -> Result<Imported, Raised> {
    // SAFETY: the caller's contract; every reference made here is released by `Ref`.
    unsafe {
        let device = dlpack_device(obj)?;
        let stream = match options.stream_for {
            Some(choose) => choose(device),
            None => options.stream,
        };
        let dl_device = options.dl_device.filter(|&wanted| wanted != device);
        let method = Ref(ffi::PyObject_GetAttrString(obj, c"__dlpack__".as_ptr()));
        let args = Ref(ffi::PyTuple_New(0));
        let kwargs = Ref(ffi::PyDict_New());
        let (method, args, kwargs) = (method.get()?, args.get()?, kwargs.get()?);
        if let Some(stream) = stream {
            let value = Ref(ffi::PyLong_FromLongLong(stream));
            if ffi::PyDict_SetItemString(kwargs, c"stream".as_ptr(), value.get()?) != 0 {
                return Err(Raised);
            }
        }
        if let Some(wanted) = dl_device {
            set_pair(kwargs, c"dl_device", wanted)?;
        }
        if let Some(copy) = options.copy {
            let value = Ref(ffi::PyBool_FromLong(copy.into()));
            if ffi::PyDict_SetItemString(kwargs, c"copy".as_ptr(), value.get()?) != 0 {
                return Err(Raised);
            }
        }
        if let Some((major, minor)) = options.max_version {
            set_pair(kwargs, c"max_version", (major.into(), minor.into()))?;
        }
        let mut capsule = Ref(ffi::PyObject_Call(method, args, kwargs));
        if capsule.0.is_null()
            && options.max_version.is_some()
            && dl_device.is_none()
            && options.copy.is_none()
            && ffi::PyErr_ExceptionMatches(ffi::PyExc_TypeError) != 0
        {
            // A producer from before max_version (the Python array API's rule).
            ffi::PyErr_Clear();
            if ffi::PyDict_DelItemString(kwargs, c"max_version".as_ptr()) != 0 {
                return Err(Raised);
            }
            capsule = Ref(ffi::PyObject_Call(method, args, kwargs));
        }
        let imported = import(capsule.get()?)?;
        let expected = options.dl_device.unwrap_or(device);
        let actual = imported.device();
        if actual != expected {
            let said = if options.dl_device.is_some() { "dl_device" } else { "what __dlpack_device__() said" };
            return Err(raise(
                Kind::Buffer,
                &format!(
                    "dlpack: __dlpack__() gave a tensor on device ({}, {}), not ({}, {}) ({said})",
                    actual.0, actual.1, expected.0, expected.1
                ),
            ));
        }
        Ok(imported)
    }
}

/// Gives `owned` to a new capsule (a new reference) named `M::NAME`, whose
/// destructor calls the deleter only while the capsule still has that name: a
/// consumer that took the tensor renamed it and calls the deleter itself.
///
/// # Errors
/// [`Raised`] when CPython cannot make the capsule; the tensor is then deleted.
pub fn into_capsule<M: Capsule>(owned: Owned<M>) -> Result<*mut PyObject, Raised> {
    // SAFETY: CPython's own function, with the GIL held (this module's rule);
    // `destroy::<M>` reads what this capsule holds.
    let capsule = unsafe { ffi::PyCapsule_New(owned.as_ptr().cast::<c_void>(), M::NAME.as_ptr(), Some(destroy::<M>)) };
    if capsule.is_null() {
        return Err(Raised); // `owned` deletes the tensor
    }
    let _ = owned.into_raw(); // the capsule owns it now
    Ok(capsule)
}

/// The destructor of [`into_capsule`]'s capsules.
unsafe extern "C" fn destroy<M: Capsule>(capsule: *mut PyObject) {
    // SAFETY: CPython calls it with the capsule being destroyed and the GIL held;
    // while the capsule has this name, it owns the `M` it holds.
    unsafe {
        if ffi::PyCapsule_IsValid(capsule, M::NAME.as_ptr()) == 0 {
            return; // consumed: its consumer deletes the tensor
        }
        let managed = ffi::PyCapsule_GetPointer(capsule, M::NAME.as_ptr()).cast::<M>();
        if let Some(deleter) = (*managed).deleter() {
            deleter(managed);
        }
    }
}

/// What a consumer passed to the producer's `__dlpack__`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Request {
    /// `max_version=(major, minor)`, `None` when not passed.
    pub max_version: Option<(u32, u32)>,
    /// `copy=`, `None` when not passed.
    pub copy: Option<bool>,
    /// `dl_device=(type, id)`, `None` when not passed.
    pub dl_device: Option<(i64, i64)>,
    /// `stream=`: `Some` when an integer was passed (a CPU tensor takes only `None`).
    pub stream: Option<i64>,
}

/// The version of the struct to hand a consumer whose newest version is
/// `max`: this header's, or an older minor of its major; `None` when the
/// consumer reads only an older major (the legacy struct).
pub fn version_for(max: (u32, u32)) -> Option<(u32, u32)> {
    let header = HEADER_VERSION?;
    if max.0 < header.0 {
        None
    } else if max.0 > header.0 || max.1 >= header.1 {
        Some(header)
    } else {
        Some(max)
    }
}

/// The producer side of `__dlpack__` for the tensor `builder` describes: a
/// new capsule, or [`Raised`].
///
/// - `copy=True`: `BufferError` (this producer never copies);
/// - `dl_device` other than the tensor's device: `BufferError`;
/// - `stream` for a CPU tensor: `ValueError`. For device memory
///   ([`Builder::on_device`]) a stream is the caller's to honour: make the
///   data ready on `request.stream` before calling this;
/// - `max_version` of this header's major or newer: the versioned struct of
///   [`version_for`]`(max_version)`; else the legacy struct;
/// - a read-only builder (its flags) for the legacy struct, which cannot say
///   so: `BufferError`, as numpy does;
/// - what [`Builder::build`] refuses: `BufferError` with the reason.
///
/// The elements are freed exactly once on every path: by the consumer, by the
/// capsule's destructor, or here on refusal.
///
/// # Errors
/// [`Raised`], with the Python exception set.
#[allow(clippy::needless_return, unreachable_code)] // the branches are per struct of the header
pub fn export<T: Element, B: Buffer<Elem = T>>(builder: Builder<T, B>, request: &Request) -> Result<*mut PyObject, Raised> {
    if request.copy == Some(true) {
        return Err(raise(Kind::Buffer, "dlpack: copy=True: this producer exports without copying"));
    }
    let cpu = DLDeviceType::CPU;
    let cpu_kind = i64::try_from(i128::from(cpu.0)).unwrap_or(i64::MAX);
    let (kind, id) = builder.device.map_or((cpu_kind, 0), device_pair);
    if let Some((want_kind, want_id)) = request.dl_device {
        if (want_kind, want_id) != (kind, id) {
            return Err(raise(
                Kind::Buffer,
                &format!("dlpack: dl_device=({want_kind}, {want_id}) asks for a copy to another device; the tensor is on ({kind}, {id})"),
            ));
        }
    }
    if request.stream.is_some() && kind == cpu_kind {
        return Err(raise(Kind::Value, "dlpack: a CPU tensor takes only stream=None"));
    }
    let refused = |e: Error| raise(Kind::Buffer, &format!("dlpack: the tensor is refused: {e}"));
    if let Some((major, minor)) = request.max_version.and_then(version_for) {
        return into_capsule(builder.version(major, minor).build::<DLManagedTensorVersioned>().map_err(refused)?);
    }
    if builder.flags & DLPACK_FLAG_BITMASK_READ_ONLY != 0 {
        return Err(raise(
            Kind::Buffer,
            "dlpack: the data is read-only, which a legacy DLManagedTensor cannot say; pass max_version for the versioned struct",
        ));
    }
    return into_capsule(builder.build::<DLManagedTensor>().map_err(refused)?);
}
