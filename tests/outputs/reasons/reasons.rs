// The reasons the Rust crate gives for refused tensors, one line per case
// (reasons.zig builds the same tensors; run.sh compares the two outputs).
use dlpack::element::Element;
use dlpack::safe::TensorView;

fn tensor<T: Element>(data: &[T], shape: &mut [i64], strides: &mut [i64]) -> dlpack::DLTensor {
    // SAFETY: all-zero bytes are a valid tensor.
    let mut t: dlpack::DLTensor = unsafe { core::mem::zeroed() };
    t.data = data.as_ptr() as *mut _;
    t.ndim = i32::try_from(shape.len()).unwrap();
    t.shape = shape.as_mut_ptr();
    t.strides = strides.as_mut_ptr();
    t.dtype = T::dtype();
    t.device.device_type = dlpack::DLDeviceType::CPU;
    t
}

// A view made by a DLPack 1.3 producer.
fn view(t: &dlpack::DLTensor) -> TensorView<'_> {
    // SAFETY: data, shape and strides outlive the view; nothing outside them
    // is read, as the checks come first.
    unsafe { TensorView::new(t, Some((1, 3))) }
}

fn say<T>(case: &str, r: Result<T, dlpack::safe::Error>) {
    match r {
        Ok(_) => println!("{case}: accepted"),
        Err(e) => println!("{case}: {e}"),
    }
}

fn main() {
    let data: [i32; 6] = [0, 1, 2, 3, 4, 5];
    let (mut shape, mut strides) = ([2i64, 3], [3i64, 1]);
    let base = tensor(&data, &mut shape, &mut strides);

    let mut t = base;
    t.ndim = -1;
    say("negative ndim", view(&t).validate());
    t.ndim = 1000;
    say("too many dims", view(&t).validate());
    let mut t = base;
    t.shape = core::ptr::null_mut();
    say("null shape", view(&t).validate());
    let (mut s, mut st) = ([2i64, -3], [3i64, 1]);
    say("negative dimension", view(&tensor(&data, &mut s, &mut st)).validate());
    let (mut s, mut st) = ([1i64 << 62, 4], [4i64, 1]);
    say("numel overflow", view(&tensor(&data, &mut s, &mut st)).validate());
    let (mut s, mut st) = ([3i64, 3], [1i64 << 62, 1]);
    say("span overflow", view(&tensor(&data, &mut s, &mut st)).validate());
    let mut t = base;
    t.strides = core::ptr::null_mut();
    say("null strides", view(&t).validate());
    let mut t = base;
    t.dtype.lanes = 0;
    say("zero lanes", view(&t).validate());
    t.dtype = dlpack::DLDataType::new(99, 32, 1);
    say("unknown code", view(&t).validate());
    t.dtype = dlpack::DLDataType::new(6, 16, 1);
    say("bad width", view(&t).validate());
    say("dtype mismatch", view(&base).get::<f32>(&[0, 0]));
    say("dtype mismatch, lanes", {
        let mut t = base;
        t.dtype = dlpack::DLDataType::new(0, 32, 4);
        t.shape = shape.as_mut_ptr();
        view(&t).check_element::<i32>().map(|_| ())
    });
    let mut t = base;
    t.device.device_type = dlpack::DLDeviceType::CUDA;
    say("device", view(&t).check_element::<i32>());
    let mut t = base;
    t.data = core::ptr::null_mut();
    say("null data", view(&t).check_element::<i32>());
    let mut t = base;
    t.byte_offset = 2;
    say("misaligned", view(&t).check_element::<i32>());
    let (mut s, mut st) = ([3i64, 2], [1i64, 3]);
    say("not contiguous", view(&tensor(&data, &mut s, &mut st)).as_slice::<i32>());
    say("out of bounds", view(&base).get::<i32>(&[2, 0]));
    let bytes: [u8; 3] = [1, 0, 2];
    let (mut s, mut st) = ([3i64], [1i64]);
    let mut t = tensor(&bytes, &mut s, &mut st);
    t.dtype = bool::dtype();
    say("invalid bool", view(&t).get::<bool>(&[2]));
    // Managed tensors: what the owner refuses before the tensor is read.
    type M = dlpack::DLManagedTensorVersioned;
    let padded = dlpack::DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
    for (case, major, minor, flags) in [
        ("managed, another major version", 2, 0, 0),
        ("managed, a flag newer than the producer", 1, 0, padded),
        ("managed, a flag no version defines", 1, 3, 1u64 << 40),
        ("managed, padded, not sub-byte", 1, 3, padded),
    ] {
        // SAFETY: all-zero bytes are a valid struct (no deleter).
        let mut m: M = unsafe { core::mem::zeroed() };
        m.version = dlpack::DLPackVersion { major, minor };
        m.flags = flags;
        m.dl_tensor = base;
        if flags == padded && minor == 0 {
            m.dl_tensor.dtype = dlpack::DLDataType::new(0, 4, 1); // int4: padded is its flag
        }
        // SAFETY: the tensor's shape and strides outlive the owner; it has no deleter to call.
        say(case, unsafe { dlpack::safe::Owned::<M>::from_raw(&mut m) });
    }
    say("accepted", view(&base).get::<i32>(&[1, 2]));
}
