// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Python capsules: take a tensor from a Python producer and hand one to a
//! Python consumer, by the Python array API's DLPack protocol.
//!
//! - `fromDlpack` calls `obj.__dlpack__(max_version=...)` (again without
//!   `max_version` when a producer from before it raises `TypeError`) and
//!   `import`s the capsule; `consume` takes one capsule kind. The capsule is
//!   renamed `used_*` once its tensor is taken, and the returned owner calls
//!   the deleter once (`deinit`); a refused tensor is left to its capsule,
//!   whose destructor frees it.
//! - `exportSlice` is the body of a producer's `__dlpack__`: the versioned
//!   struct of the version the consumer's `max_version` allows, else the legacy
//!   one; `intoCapsule` gives any owner to a capsule whose destructor frees the
//!   tensor if no consumer took it.
//!
//! The CPython functions these call are declared here and resolved by the
//! Python process that loads the code (an extension module, or a library
//! loaded with `ctypes.PyDLL`); nothing is referenced unless this module is
//! used. Call every function with the GIL held. `error.Raised` means a Python
//! exception is set: return NULL to Python. Empty for a header without a
//! managed tensor with a capsule name (the overlay's), a dtype or a device struct.

const std = @import("std");
const c = @import("dlpack.zig");
const safe = @import("safe.zig");
const element = @import("element.zig");

/// A Python object (CPython's `PyObject`), only ever behind a pointer.
pub const PyObject = opaque {};

/// A Python exception is set.
pub const Raised = error{Raised};

const Destructor = *const fn (?*PyObject) callconv(.c) void;
extern fn PyCapsule_New(pointer: ?*anyopaque, name: [*:0]const u8, destructor: ?Destructor) ?*PyObject;
extern fn PyCapsule_GetPointer(capsule: *PyObject, name: [*:0]const u8) ?*anyopaque;
extern fn PyCapsule_GetName(capsule: *PyObject) ?[*:0]const u8;
extern fn PyCapsule_SetName(capsule: *PyObject, name: [*:0]const u8) c_int;
extern fn PyCapsule_IsValid(capsule: ?*PyObject, name: [*:0]const u8) c_int;
extern var PyCapsule_Type: u8;
extern fn PyObject_Type(object: *PyObject) ?*PyObject;
extern fn PyObject_GetAttrString(object: *PyObject, name: [*:0]const u8) ?*PyObject;
extern fn PyObject_Call(callable: *PyObject, args: *PyObject, kwargs: ?*PyObject) ?*PyObject;
extern fn PyUnicode_AsUTF8(object: *PyObject) ?[*:0]const u8;
extern fn PyTuple_New(size: isize) ?*PyObject;
extern fn PyTuple_SetItem(tuple: *PyObject, index: isize, item: *PyObject) c_int;
extern fn PyDict_New() ?*PyObject;
extern fn PyDict_SetItemString(dict: *PyObject, key: [*:0]const u8, value: *PyObject) c_int;
extern fn PyDict_DelItemString(dict: *PyObject, key: [*:0]const u8) c_int;
extern fn PyLong_FromLongLong(value: c_longlong) ?*PyObject;
extern fn PyLong_AsLongLong(object: *PyObject) c_longlong;
extern fn PyTuple_Size(tuple: *PyObject) isize;
extern fn PyTuple_GetItem(tuple: *PyObject, index: isize) ?*PyObject;
extern fn PyBool_FromLong(value: c_long) ?*PyObject;
extern fn PyErr_Occurred() ?*PyObject;
extern fn Py_DecRef(object: ?*PyObject) void;
extern fn PyErr_SetString(kind: *PyObject, message: [*:0]const u8) void;
extern fn PyErr_ExceptionMatches(kind: *PyObject) c_int;
extern fn PyErr_Clear() void;
extern var PyExc_TypeError: *PyObject;
extern var PyExc_ValueError: *PyObject;
extern var PyExc_BufferError: *PyObject;

const Kind = enum { type, value, buffer };

/// Sets a Python exception of `kind` with the formatted message (cut at 511 bytes).
fn raise(kind: Kind, comptime fmt: []const u8, args: anytype) error{Raised} {
    var buf: [512]u8 = undefined;
    const message = std.mem.printSentinel(&buf, fmt, args, 0) catch blk: {
        buf[buf.len - 1] = 0;
        break :blk buf[0 .. buf.len - 1 :0];
    };
    PyErr_SetString(switch (kind) {
        .type => PyExc_TypeError,
        .value => PyExc_ValueError,
        .buffer => PyExc_BufferError,
    }, message.ptr);
    return error.Raised;
}

/// The name of a capsule of the managed-tensor struct `M`, as the DLPack protocol gives it.
pub fn capsuleName(comptime M: type) [:0]const u8 {
    if (M == c.DLManagedTensorVersioned) return "dltensor_versioned";
    if (M == c.DLManagedTensor) return "dltensor";
    @compileError(@typeName(M) ++ " has no capsule name in this header");
}

/// The name a consumer gives the capsule of `M` whose tensor it took.
pub fn usedCapsuleName(comptime M: type) [:0]const u8 {
    return comptime "used_" ++ capsuleName(M);
}

/// Every capsule name this header reads, in the overlay's order.
pub const capsule_names = [_][:0]const u8{
    "dltensor_versioned",
    "dltensor",
};

/// `'a' or 'b'`, for messages.
fn quotedNames(buf: []u8) []const u8 {
    var w: std.Io.Writer = .fixed(buf);
    for (capsule_names, 0..) |name, i| {
        if (i > 0) w.writeAll(" or ") catch break;
        w.print("'{s}'", .{name}) catch break;
    }
    return w.buffered();
}

/// Ok with the name when `capsule` is a capsule named one of
/// `capsule_names`; else `TypeError` (not a capsule) or `ValueError`.
fn checkCapsule(capsule: *PyObject, names: []const [:0]const u8) Raised![:0]const u8 {
    var list: [256]u8 = undefined;
    const kind = PyObject_Type(capsule);
    defer Py_DecRef(kind);
    if (@as(?*anyopaque, @ptrCast(kind)) != @as(?*anyopaque, @ptrCast(&PyCapsule_Type))) {
        var name: [128]u8 = undefined;
        return raise(.type, "dlpack: expected a DLPack capsule, not {s}", .{typeName(kind, &name)});
    }
    const name = std.mem.span(PyCapsule_GetName(capsule) orelse
        return raise(.value, "dlpack: the capsule has no name; a DLPack capsule is named {s}", .{quotedNames(&list)}));
    for (names) |n| if (std.mem.eql(u8, name, n)) return n;
    if (std.mem.startsWith(u8, name, "used_")) {
        for (capsule_names) |n| if (std.mem.eql(u8, name["used_".len..], n)) {
            return raise(.value, "dlpack: the capsule was already consumed (it is named '{s}')", .{name});
        };
    }
    return raise(.value, "dlpack: the capsule is named '{s}', not {s}", .{ name, quotedNames(&list) });
}

/// The `__name__` of a type, copied into `buf` (cut to fit) for messages;
/// "?" when it has none.
fn typeName(kind: ?*PyObject, buf: []u8) []const u8 {
    const name = PyObject_GetAttrString(kind orelse return "?", "__name__") orelse {
        PyErr_Clear();
        return "?";
    };
    defer Py_DecRef(name);
    const text = std.mem.span(PyUnicode_AsUTF8(name) orelse {
        PyErr_Clear();
        return "?";
    });
    const n = @min(text.len, buf.len);
    @memcpy(buf[0..n], text[0..n]);
    return buf[0..n];
}

/// What a consumer checks before it owns a tensor: the producer's major
/// version (only the version is read when it differs), then the tensor.
fn accept(comptime M: type, m: *const M) Raised!void {
    if (safe.producerVersion(M, m)) |v| {
        if (v.major != 1) {
            return raise(.buffer, "dlpack: the capsule holds a tensor of DLPack {d}.{d}, whose major version is not this consumer's (1.3)", .{ v.major, v.minor });
        }
    }
    safe.check(M, m) catch |err| {
        var buf: [200]u8 = undefined;
        return raise(.buffer, "dlpack: the capsule's tensor is refused: {s}", .{safe.managedReason(M, m, err, &buf)});
    };
}

/// Takes the tensor of a capsule named `capsuleName(M)`: checks the capsule
/// (`TypeError`, `ValueError`) and the tensor (`BufferError`, with the
/// reason) without owning it, renames the capsule `usedCapsuleName(M)`, and
/// returns the owner. On failure the capsule is untouched: its destructor
/// still frees the tensor, exactly once.
pub fn consume(comptime M: type, capsule: *PyObject) Raised!safe.Owned(M) {
    _ = try checkCapsule(capsule, &.{capsuleName(M)});
    const raw = PyCapsule_GetPointer(capsule, capsuleName(M)) orelse return error.Raised;
    const m: *M = @ptrCast(@alignCast(raw));
    try accept(M, m);
    if (PyCapsule_SetName(capsule, usedCapsuleName(M)) != 0) return error.Raised;
    return .{ .ptr = m }; // what adopt() checks, checked above (safe.check)
}

/// A tensor taken from a capsule of any kind this header has.
pub const Imported = union(enum) {
    /// From a "dltensor_versioned" capsule.
    DLManagedTensorVersioned: safe.Owned(c.DLManagedTensorVersioned),
    /// From a "dltensor" capsule.
    DLManagedTensor: safe.Owned(c.DLManagedTensor),

    /// The tensor.
    pub fn view(self: Imported) safe.TensorView {
        return switch (self) {
            inline else => |owned| owned.view(),
        };
    }

    /// The DLPack version the producer declared; null for a struct without one.
    pub fn producerVersion(self: Imported) ?safe.Version {
        return switch (self) {
            inline else => |owned| safe.producerVersion(@TypeOf(owned.ptr.*), owned.ptr),
        };
    }

    /// The flag bits (0 for a struct without flags).
    pub fn flags(self: Imported) u64 {
        return switch (self) {
            inline else => |owned| owned.flags(),
        };
    }

    /// Whether the producer marked the data read-only (only a struct with
    /// flags can; consumers such as numpy treat a legacy tensor as read-only).
    pub fn readOnly(self: Imported) bool {
        return self.flags() & c.DLPACK_FLAG_BITMASK_READ_ONLY != 0;
    }

    /// Whether the producer says it copied the data for this consumer (only a
    /// struct with flags can; numpy does for `copy=True`, not every producer).
    pub fn copied(self: Imported) bool {
        return self.flags() & c.DLPACK_FLAG_BITMASK_IS_COPIED != 0;
    }

    /// Where the data is: `.{ device_type, device_id }`, as `__dlpack_device__`
    /// gives it.
    pub fn device(self: Imported) [2]i64 {
        return devicePair(self.view().device());
    }

    /// Calls the deleter (once: the value is unusable afterwards).
    pub fn deinit(self: *Imported) void {
        switch (self.*) {
            inline else => |*owned| owned.deinit(),
        }
        self.* = undefined;
    }
};

/// `device` as `.{ device_type, device_id }`, as `__dlpack_device__` gives it.
fn devicePair(device: c.DLDevice) [2]i64 {
    return .{ @backingInt(device.device_type), device.device_id };
}

/// `consume` by the capsule's name: any of `capsule_names`.
pub fn import(capsule: *PyObject) Raised!Imported {
    const name = try checkCapsule(capsule, &capsule_names);
    if (std.mem.eql(u8, name, "dltensor_versioned")) return .{ .DLManagedTensorVersioned = try consume(c.DLManagedTensorVersioned, capsule) };
    if (std.mem.eql(u8, name, "dltensor")) return .{ .DLManagedTensor = try consume(c.DLManagedTensor, capsule) };
    unreachable; // checkCapsule returned one of capsule_names
}

/// `obj.__dlpack_device__()`: where the producer's data is, as
/// `.{ device_type, device_id }`. `error.Raised`: the producer's own exception
/// (`AttributeError` when it has no such method), or `TypeError` when it
/// returns anything but a tuple of two integers.
pub fn dlpackDevice(obj: *PyObject) Raised![2]i64 {
    const method = PyObject_GetAttrString(obj, "__dlpack_device__") orelse return error.Raised;
    defer Py_DecRef(method);
    const args = PyTuple_New(0) orelse return error.Raised;
    defer Py_DecRef(args);
    const result = PyObject_Call(method, args, null) orelse return error.Raised;
    defer Py_DecRef(result);
    var out: [2]i64 = undefined;
    const pair = PyTuple_Size(result) == 2;
    if (pair) {
        for (&out, 0..) |*slot, i| {
            // A borrowed reference; any int subclass (an IntEnum) reads.
            slot.* = PyLong_AsLongLong(PyTuple_GetItem(result, @intCast(i)).?);
            if (slot.* == -1 and PyErr_Occurred() != null) break;
        } else return out;
    }
    PyErr_Clear();
    var name: [128]u8 = undefined;
    const kind = PyObject_Type(result);
    defer Py_DecRef(kind);
    return raise(.type, "dlpack: __dlpack_device__() must return a tuple (device_type, device_id) of integers, not {s}", .{typeName(kind, &name)});
}

/// What `fromDlpack` asks of the producer (`__dlpack__`'s keywords).
pub const ImportOptions = struct {
    /// `max_version=(major, minor)`: the newest DLPack version this consumer
    /// reads (default: this header's, when it has a versioned struct with a
    /// capsule). null: not passed, and the producer gives the legacy struct.
    max_version: ?safe.Version = c.header_version,
    /// `stream=` (CUDA/ROCm: the consumer's stream; null: not passed).
    stream: ?i64 = null,
    /// Chooses `stream=` from the device `__dlpack_device__()` names (the
    /// consumer's stream on that device; null: not passed); when set, it is
    /// used instead of `stream`.
    stream_for: ?*const fn (device: [2]i64) ?i64 = null,
    /// `dl_device=(device_type, device_id)`: the device the consumer wants the
    /// tensor on (a producer copies there or raises `BufferError`). null:
    /// where the data is. Passed only when it differs from what
    /// `__dlpack_device__()` says, so producers from before the keyword work.
    dl_device: ?[2]i64 = null,
    /// `copy=`: true the producer must copy, false it must not (it raises
    /// `BufferError` where it would have to), null (not passed) it may.
    copy: ?bool = null,
};

/// Sets `kwargs[key] = (a, b)`.
fn setPair(kwargs: *PyObject, key: [*:0]const u8, pair: [2]i64) Raised!void {
    const tuple = PyTuple_New(2) orelse return error.Raised;
    defer Py_DecRef(tuple);
    for (pair, 0..) |part, i| {
        // PyTuple_SetItem takes the item's reference, also on failure.
        const item = PyLong_FromLongLong(part) orelse return error.Raised;
        if (PyTuple_SetItem(tuple, @intCast(i), item) != 0) return error.Raised;
    }
    if (PyDict_SetItemString(kwargs, key, tuple) != 0) return error.Raised;
}

/// The consumer side of the protocol, as the Python array API's
/// `from_dlpack(obj, device=..., copy=...)`:
///  1. `obj.__dlpack_device__()` (`dlpackDevice`): where the data is;
///  2. the stream: `options.stream_for` of that device, else `options.stream`;
///  3. `obj.__dlpack__(stream=..., max_version=..., dl_device=..., copy=...)`,
///     each keyword only when set (`dl_device` only when it is not the device
///     of step 1); if that raises `TypeError` while `max_version` was passed
///     and `dl_device` and `copy` were not, the producer predates
///     `max_version`: it is called again without it (and gives the legacy
///     struct). A producer from before `dl_device` and `copy` cannot honour
///     them: its `TypeError` stands;
///  4. `import` of the capsule, which is released before returning (a
///     refused one frees its tensor);
///  5. the tensor must be on `options.dl_device` if set, else on the device
///     of step 1: else `BufferError` (the tensor is freed).
/// The producer's exceptions propagate as they are.
pub fn fromDlpack(obj: *PyObject, options: ImportOptions) Raised!Imported {
    const device = try dlpackDevice(obj);
    const stream = if (options.stream_for) |choose| choose(device) else options.stream;
    const dl_device: ?[2]i64 = if (options.dl_device) |wanted| (if (std.mem.eql(i64, &wanted, &device)) null else wanted) else null;
    const method = PyObject_GetAttrString(obj, "__dlpack__") orelse return error.Raised;
    defer Py_DecRef(method);
    const args = PyTuple_New(0) orelse return error.Raised;
    defer Py_DecRef(args);
    const kwargs = PyDict_New() orelse return error.Raised;
    defer Py_DecRef(kwargs);
    if (stream) |value_of| {
        const value = PyLong_FromLongLong(value_of) orelse return error.Raised;
        defer Py_DecRef(value);
        if (PyDict_SetItemString(kwargs, "stream", value) != 0) return error.Raised;
    }
    if (dl_device) |wanted| try setPair(kwargs, "dl_device", wanted);
    if (options.copy) |copy| {
        const value = PyBool_FromLong(@intFromBool(copy)) orelse return error.Raised;
        defer Py_DecRef(value);
        if (PyDict_SetItemString(kwargs, "copy", value) != 0) return error.Raised;
    }
    if (options.max_version) |v| try setPair(kwargs, "max_version", .{ v.major, v.minor });
    var capsule = PyObject_Call(method, args, kwargs);
    if (capsule == null and options.max_version != null and dl_device == null and options.copy == null and PyErr_ExceptionMatches(PyExc_TypeError) != 0) {
        // A producer from before max_version (the Python array API's rule).
        PyErr_Clear();
        if (PyDict_DelItemString(kwargs, "max_version") != 0) return error.Raised;
        capsule = PyObject_Call(method, args, kwargs);
    }
    const got = capsule orelse return error.Raised;
    defer Py_DecRef(got);
    var imported = try import(got);
    const expected = options.dl_device orelse device;
    const actual = imported.device();
    if (!std.mem.eql(i64, &actual, &expected)) {
        imported.deinit();
        const said = if (options.dl_device != null) "dl_device" else "what __dlpack_device__() said";
        return raise(.buffer, "dlpack: __dlpack__() gave a tensor on device ({d}, {d}), not ({d}, {d}) ({s})", .{ actual[0], actual[1], expected[0], expected[1], said });
    }
    return imported;
}

/// Sets `BufferError` with the reason of `err` for elements of type `T` of
/// `view` (`dlpack: ...`, the text `TensorView.reason` gives), for code that
/// took a tensor and refuses to read it: return NULL to Python.
pub fn bufferError(view: safe.TensorView, err: safe.Error, comptime T: type) error{Raised} {
    var buf: [400]u8 = undefined;
    return raise(.buffer, "dlpack: {s}", .{view.reason(err, T, &buf)});
}

/// Gives `owned` to a new capsule (a new reference) named `capsuleName(M)`,
/// whose destructor calls the deleter only while the capsule still has that
/// name: a consumer that took the tensor renamed it and calls the deleter
/// itself. When CPython cannot make the capsule, the tensor is deleted.
pub fn intoCapsule(comptime M: type, owned: safe.Owned(M)) Raised!*PyObject {
    var o = owned;
    const Destroy = struct {
        fn destroy(capsule: ?*PyObject) callconv(.c) void {
            if (PyCapsule_IsValid(capsule, capsuleName(M)) == 0) return; // consumed
            const m: *M = @ptrCast(@alignCast(PyCapsule_GetPointer(capsule.?, capsuleName(M)).?));
            if (m.deleter) |deleter| deleter(m);
        }
    };
    const capsule = PyCapsule_New(o.ptr, capsuleName(M), Destroy.destroy) orelse {
        o.deinit();
        return error.Raised;
    };
    _ = o.release(); // the capsule owns it now
    return capsule;
}

/// What a consumer passed to the producer's `__dlpack__`.
pub const Request = struct {
    /// `max_version=(major, minor)`, null when not passed.
    max_version: ?safe.Version = null,
    /// `copy=`, null when not passed.
    copy: ?bool = null,
    /// `dl_device=(type, id)`, null when not passed.
    dl_device: ?[2]i64 = null,
    /// `stream=`: set when an integer was passed (a CPU tensor takes only None).
    stream: ?i64 = null,
};

/// The version of the struct to hand a consumer whose newest version is
/// `max`: this header's, or an older minor of its major; null when the
/// consumer reads only an older major (the legacy struct).
pub fn versionFor(max: safe.Version) ?safe.Version {
    const header = c.header_version orelse return null;
    if (max.major < header.major) return null;
    if (max.major > header.major or max.minor >= header.minor) return header;
    return max;
}

/// The producer side of `__dlpack__` for a tensor over `data`, memory `owner`
/// holds (a value with `deinit()`, as `element.fromOwner` takes it), owned by
/// this call from the start: `owner.deinit()` runs once, when the consumer
/// lets go, from the capsule's destructor, or here on any refusal. `shape`
/// and `options` as `element.fromOwner` takes them (`options.device` for
/// device memory):
/// - `copy=True`: `BufferError` (this producer never copies);
/// - `dl_device` other than the tensor's device: `BufferError`;
/// - a `stream` for a CPU tensor: `ValueError`. For device memory a stream is
///   the caller's to honour: make the data ready on `request.stream` first;
/// - `max_version` of this header's major or newer: the versioned struct of
///   `versionFor(max_version)`; else the legacy struct;
/// - read-only `options.flags` for the legacy struct, which cannot say so:
///   `BufferError`, as numpy does;
/// - what `element.fromOwner` refuses: `BufferError` with the reason.
pub fn exportOwner(comptime T: type, allocator: std.mem.Allocator, data: []T, owner: anytype, shape: []const safe.Extent, options: element.Options, request: Request) Raised!*PyObject {
    var held = owner;
    var handed = false;
    defer if (!handed) held.deinit();
    if (request.copy orelse false) return raise(.buffer, "dlpack: copy=True: this producer exports without copying", .{});
    const cpu: i64 = @backingInt(c.DLDeviceType.cpu);
    const device: [2]i64 = if (options.device) |d| devicePair(d) else .{ cpu, 0 };
    if (request.dl_device) |d| {
        if (!std.mem.eql(i64, &d, &device)) {
            return raise(.buffer, "dlpack: dl_device=({d}, {d}) asks for a copy to another device; the tensor is on ({d}, {d})", .{ d[0], d[1], device[0], device[1] });
        }
    }
    if (request.stream != null and device[0] == cpu) return raise(.value, "dlpack: a CPU tensor takes only stream=None", .{});
    if (request.max_version) |max| {
        if (versionFor(max)) |v| {
            var o = options;
            o.version = v;
            const owned = element.fromOwner(c.DLManagedTensorVersioned, T, allocator, data, held, shape, o) catch |err|
                return refused(err);
            handed = true;
            return intoCapsule(c.DLManagedTensorVersioned, owned);
        }
    }
    if (options.flags & c.DLPACK_FLAG_BITMASK_READ_ONLY != 0) {
        return raise(.buffer, "dlpack: the data is read-only, which a legacy DLManagedTensor cannot say; pass max_version for the versioned struct", .{});
    }
    const owned = element.fromOwner(c.DLManagedTensor, T, allocator, data, held, shape, options) catch |err|
        return refused(err);
    handed = true;
    return intoCapsule(c.DLManagedTensor, owned);
}

// BufferError for a tensor element.fromOwner refused.
fn refused(err: safe.Error) error{Raised} {
    return raise(.buffer, "dlpack: the tensor is refused: {s}", .{safe.errorText(err)});
}

/// `exportOwner` of a CPU tensor over `data`, allocated with `allocator`,
/// which frees it (`element.fromSlice`'s owner).
pub fn exportSlice(comptime T: type, allocator: std.mem.Allocator, data: []T, shape: []const safe.Extent, options: element.Options, request: Request) Raised!*PyObject {
    return exportOwner(T, allocator, data, element.SliceOwner(T){ .allocator = allocator, .data = data }, shape, options, request);
}

/// `exportOwner` of a copy of `values` in memory this package allocates with
/// `allocator` at `element.default_alignment` bytes (`element.AlignedCopy`),
/// for consumers that take aligned data without a copy of their own (jax).
pub fn exportCopy(comptime T: type, allocator: std.mem.Allocator, values: []const T, shape: []const safe.Extent, options: element.Options, request: Request) Raised!*PyObject {
    const copy = element.AlignedCopy(T).init(allocator, values) catch return raise(.buffer, "dlpack: out of memory for a copy of {d} elements", .{values.len});
    return exportOwner(T, allocator, copy.data, copy, shape, options, request);
}
