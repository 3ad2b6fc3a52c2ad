//! The conformance library of the generated Rust crate (tests/outputs/conformance/conformance.py
//! says what each function does), built as a cdylib over the crate's `python` feature:
//! `dlpack::python::from_dlpack` and the typed reads consume, `Builder` and
//! `dlpack::python::export` produce. A counting global allocator says how many of
//! the producer's buffers are alive.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicI64, Ordering};

use dlpack::element::{BFloat16, Element, Float16};
use dlpack::producer::{Buffer, Builder};
use dlpack::python::{self, ImportOptions, Imported, PyObject, Raised, Request};
use dlpack::safe::{Error, TensorView};
use dlpack::{DLDevice, DLDeviceType};

/// Counts live allocations of this library: at rest, only the producer's are live.
struct Counting;

static LIVE: AtomicI64 = AtomicI64::new(0);

// SAFETY: forwards to the system allocator, counting.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(1, Ordering::Relaxed);
        // SAFETY: the caller's contract.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[no_mangle]
pub extern "C" fn dlpack_conformance_live() -> i64 {
    LIVE.load(Ordering::Relaxed)
}

/// The weighted sum of `T` elements, read in row-major order, as f64.
fn weighted<T: Element + Copy>(view: &TensorView<'_>, to_f64: impl Fn(T) -> f64) -> Result<f64, Error> {
    Ok(view.elements::<T>()?.enumerate().map(|(i, e)| to_f64(e) * (i as f64 + 1.0)).sum())
}

/// `weighted::<T>` when the tensor holds `T`.
fn try_sum<T: Element + Copy>(view: &TensorView<'_>, to_f64: impl Fn(T) -> f64) -> Option<Result<f64, Error>> {
    (view.dtype() == T::dtype()).then(|| weighted(view, to_f64))
}

/// The weighted sum; NaN for a dtype it does not sum; the typed read's refusal.
fn sum(view: &TensorView<'_>) -> Result<f64, Error> {
    None.or_else(|| try_sum::<i8>(view, f64::from))
        .or_else(|| try_sum::<i16>(view, f64::from))
        .or_else(|| try_sum::<i32>(view, f64::from))
        .or_else(|| try_sum::<i64>(view, |v| v as f64))
        .or_else(|| try_sum::<u8>(view, f64::from))
        .or_else(|| try_sum::<u16>(view, f64::from))
        .or_else(|| try_sum::<u32>(view, f64::from))
        .or_else(|| try_sum::<u64>(view, |v| v as f64))
        .or_else(|| try_sum::<Float16>(view, |v| f64::from(v.to_f32())))
        .or_else(|| try_sum::<BFloat16>(view, |v| f64::from(v.to_f32())))
        .or_else(|| try_sum::<f32>(view, f64::from))
        .or_else(|| try_sum::<f64>(view, |v| v))
        .or_else(|| try_sum::<bool>(view, |v| f64::from(u8::from(v))))
        .unwrap_or(Ok(f64::NAN))
}

/// # Safety
/// `obj` is a live Python object, `info` points to 8 integers; the GIL is held.
#[no_mangle]
pub unsafe extern "C" fn dlpack_conformance_consume(
    obj: *mut PyObject,
    max_major: i32,
    max_minor: i32,
    copy: i32,
    dev_type: i64,
    dev_id: i64,
    info: *mut i64,
) -> f64 {
    let options = ImportOptions {
        max_version: u32::try_from(max_major).ok().map(|major| (major, max_minor as u32)),
        copy: (copy >= 0).then_some(copy == 1),
        dl_device: (dev_type >= 0).then_some((dev_type, dev_id)),
        ..ImportOptions::default()
    };
    // SAFETY: the caller's contract.
    let Ok(imported) = (unsafe { python::from_dlpack(obj, &options) }) else {
        return f64::NAN; // the exception is set
    };
    let view = imported.view();
    let numel = view.numel().unwrap_or(-1);
    let versioned = matches!(imported, Imported::DLManagedTensorVersioned(_));
    let (device_type, device_id) = imported.device();
    // SAFETY: the caller's contract.
    unsafe {
        *info = i64::from(versioned);
        *info.add(1) = i64::from(imported.read_only());
        *info.add(2) = view.ndim() as i64;
        *info.add(3) = numel;
        *info.add(4) = view.data() as i64 + view.byte_offset() as i64;
        *info.add(5) = i64::from(imported.copied());
        *info.add(6) = device_type;
        *info.add(7) = device_id;
    }
    sum(&view).unwrap_or_else(|e| {
        let _ = python::buffer_error(&e);
        f64::NAN
    })
}

static LAST_DATA: AtomicI64 = AtomicI64::new(0);

#[no_mangle]
pub extern "C" fn dlpack_conformance_last_data() -> i64 {
    LAST_DATA.load(Ordering::Relaxed)
}

/// Exports `builder`, noting where its first element is.
fn export<T: Element, B: Buffer<Elem = T>>(builder: Builder<T, B>, offset: usize, r: &Request) -> Result<*mut PyObject, Raised> {
    LAST_DATA.store(builder_data(&builder, offset), Ordering::Relaxed);
    python::export(builder, r)
}

fn builder_data<T: Element, B: Buffer<Elem = T>>(builder: &Builder<T, B>, offset: usize) -> i64 {
    builder.buffer().as_ptr().wrapping_add(offset) as i64
}

fn request(max_major: i32, max_minor: i32, copy: i32, dev_type: i64, dev_id: i64, has_stream: i32, stream: i64) -> Request {
    Request {
        max_version: u32::try_from(max_major).ok().map(|major| (major, max_minor as u32)),
        copy: (copy >= 0).then_some(copy == 1),
        dl_device: (dev_type >= 0).then_some((dev_type, dev_id)),
        stream: (has_stream != 0).then_some(stream),
    }
}

/// # Safety
/// The GIL is held.
#[no_mangle]
pub unsafe extern "C" fn dlpack_conformance_produce(
    kind: i32,
    max_major: i32,
    max_minor: i32,
    copy: i32,
    dev_type: i64,
    dev_id: i64,
    has_stream: i32,
    stream: i64,
) -> *mut PyObject {
    let r = request(max_major, max_minor, copy, dev_type, dev_id, has_stream, stream);
    let cuda = DLDevice { device_type: DLDeviceType::CUDA, device_id: 0 };
    let exported = match kind {
        0 => export(Builder::new(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]), 0, &r),
        // Copied into memory the crate allocates at 64 bytes (jax maps it).
        1 => export(Builder::copy_from(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2]).strides(&[1, 3]).align(64), 0, &r),
        2 => export(Builder::new(vec![1i32, 2, 3, 4], &[4]).strides(&[-1]).offset(3), 3, &r),
        3 => export(Builder::new(vec![7.5f64], &[]), 0, &r),
        4 => export(Builder::new(Vec::<f32>::new(), &[0, 3]), 0, &r),
        5 => export(Builder::new(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]).flags(dlpack::DLPACK_FLAG_BITMASK_READ_ONLY), 0, &r),
        6 => export(Builder::copy_from(&[0.5f32, -2.0, 65504.0].map(Float16::from_f32), &[3]), 0, &r),
        7 => export(Builder::copy_from(&[1.5f32, -3.0, 256.0].map(BFloat16::from_f32), &[3]), 0, &r),
        8 => export(Builder::new((0u8..8).collect(), &[2, 2]).strides(&[4, 2]), 0, &r),
        // SAFETY: described as memory of (kDLCUDA, 0), which no one here reads.
        9 => export(unsafe { Builder::new(vec![1.0f32, 2.0, 3.0], &[3]).on_device(cuda) }, 0, &r),
        _ => return std::ptr::null_mut(),
    };
    exported.unwrap_or(std::ptr::null_mut())
}
