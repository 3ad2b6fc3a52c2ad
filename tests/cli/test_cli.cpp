// The command line as a user meets it: parse, layout, --help, --version, exit codes.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include "dlpackgen_commit.h"
#include "dlpackgen_version.h"
#include "support/support.h"

using dlpackgen::test::header_path;
using dlpackgen::test::run_dlpackgen;
using dlpackgen::test::slurp;
using dlpackgen::test::TempDir;
namespace fs = std::filesystem;

TEST_CASE("--version and --help") {
  auto v = run_dlpackgen({"--version"});
  CHECK(v.exit_code == 0);
  CHECK(v.out == std::string("dlpackgen ") + DLPACKGEN_VERSION + " (commit " + DLPACKGEN_COMMIT + ", LLVM " +
                     DLPACKGEN_LLVM_VERSION + ")\n");
  // The commit is git's (a build from a clone), twelve hex digits, "+dirty" after an edit.
  const std::string commit = DLPACKGEN_COMMIT;
  CHECK_MESSAGE((commit == "unknown" || commit.find_first_not_of("0123456789abcdef") == 12 ||
                 commit.find_first_not_of("0123456789abcdef") == std::string::npos),
                commit);
  auto h = run_dlpackgen({"--help"});
  CHECK(h.exit_code == 0);
  for (const char* sub : {"parse", "layout", "generate", "abi-diff", "history"})
    CHECK(h.out.find(sub) != std::string::npos);
}

TEST_CASE("usage errors exit 2 with one message") {
  auto none = run_dlpackgen({});
  CHECK(none.exit_code == 2);
  auto bad = run_dlpackgen({"frobnicate"});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("usage error") != std::string::npos);
  auto opt = run_dlpackgen({"parse", "--no-such-option"});
  CHECK(opt.exit_code == 2);
}

TEST_CASE("usage errors say which command or option was meant") {
  auto cmd = run_dlpackgen({"genrate"});
  CHECK(cmd.exit_code == 2);
  CHECK(cmd.err == "dlpackgen: usage error: unknown command 'genrate' (did you mean 'generate'?)\n"
                   "Run 'dlpackgen --help' for usage.\n");
  auto far = run_dlpackgen({"frobnicate"});
  CHECK(far.err.find("unknown command 'frobnicate' (commands: parse, layout, generate, abi-diff, history, "
                     "upgrade, check-config)") != std::string::npos);
  auto top = run_dlpackgen({"--versoin"});
  CHECK(top.exit_code == 2);
  CHECK(top.err.find("unknown option '--versoin' (did you mean '--version'?)") != std::string::npos);
  auto sub = run_dlpackgen({"generate", "--chek"});
  CHECK(sub.exit_code == 2);
  CHECK(sub.err.find("unknown option '--chek' of 'generate' (did you mean '--check'?)") != std::string::npos);
  auto with_value = run_dlpackgen({"abi-diff", "--fromat=json", "a.h", "b.h"});
  CHECK(with_value.err.find("unknown option '--fromat' of 'abi-diff' (did you mean '--format'?)") != std::string::npos);
  // A known option with a bad value keeps the parser's own message.
  auto value = run_dlpackgen({"generate", "--target"});
  CHECK(value.exit_code == 2);
  CHECK(value.err.find("--target") != std::string::npos);
  CHECK(value.err.find("unknown") == std::string::npos);
  // A subcommand's positional arguments are not commands.
  auto positional = run_dlpackgen({"parse", "genrate.h"});
  CHECK(positional.exit_code == 2);
  CHECK(positional.err.find("unknown command") == std::string::npos);
}

TEST_CASE("an output path that is a FIFO is replaced by the file, never opened (it would block)") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  const std::vector<std::string> gen = {"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out};
  REQUIRE(run_dlpackgen(gen).exit_code == 0);
  const std::string hpp = out + "/cpp/include/dlpack/dlpack.hpp";
  const std::string expected = slurp(hpp);
  fs::remove(hpp);
  REQUIRE(::mkfifo(hpp.c_str(), 0644) == 0);
  auto check = run_dlpackgen({"generate", "--check", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
  CHECK(check.exit_code == 1);
  CHECK(check.err.find("not a regular file (a FIFO, device or socket), to be replaced by a file: " + hpp + "\n") !=
        std::string::npos);
  auto again = run_dlpackgen(gen);
  REQUIRE_MESSAGE(again.exit_code == 0, again.err);
  CHECK(fs::is_regular_file(fs::symlink_status(hpp)));
  CHECK(slurp(hpp) == expected);
  // A directory there is not replaced: one error naming the path and the template, nothing written.
  fs::remove(hpp);
  fs::create_directory(hpp);
  auto dir_check = run_dlpackgen({"generate", "--check", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
  CHECK(dir_check.exit_code == 2);
  CHECK(dir_check.err.find(hpp + ": is a directory where ") != std::string::npos);
  CHECK(dir_check.err.find("writes a file: move it away") != std::string::npos);
  CHECK(fs::is_directory(hpp));
}

TEST_CASE("a header whose file name is not UTF-8 is refused (the name is written into every binding)") {
  TempDir dir;
  const std::string latin1 = dir.path() + "/dl\xe9pack.h";  // é in Latin-1: no UTF-8
  fs::copy_file(header_path("v1.0"), latin1);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"parse", latin1, "-o", dir.path() + "/s.yaml"},
        std::vector<std::string>{"generate", "--header", latin1, "--lang", "rust", "--out", dir.path() + "/out"}}) {
    auto r = run_dlpackgen(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("the header's file name is not UTF-8 (byte \\xE9 at 3)") != std::string::npos);
    CHECK_FALSE(fs::exists(dir.path() + "/s.yaml"));
    CHECK_FALSE(fs::exists(dir.path() + "/out"));
  }
  const std::string utf8 = dir.path() + "/dl\xc3\xa9pack.h";  // the same é in UTF-8: a name like any other
  fs::copy_file(header_path("v1.0"), utf8);
  auto ok = run_dlpackgen({"generate", "--header", utf8, "--lang", "rust", "--out", dir.path() + "/out", "-q"});
  CHECK_MESSAGE(ok.exit_code == 0, ok.err);
}

TEST_CASE("--cmake-dir: from a build tree there is no installed package to name") {
  auto r = run_dlpackgen({"--cmake-dir"});
  CHECK(r.exit_code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("no CMake package beside this executable") != std::string::npos);
}

TEST_CASE("parse writes the schema to stdout, and to -o atomically") {
  TempDir dir;
  auto r = run_dlpackgen({"parse", header_path("v1.0"), "--target", "x86_64-linux-gnu"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(r.out.find("\nschema_version: 1\n") != std::string::npos);
  CHECK(r.out.find("DLManagedTensorVersioned") != std::string::npos);
  CHECK(r.out.find(DLPACKGEN_HEADERS_DIR) == std::string::npos);  // no absolute path inside

  std::string out = dir.path() + "/sub/dlpack.yaml";
  auto w = run_dlpackgen({"parse", header_path("v1.0"), "--target", "x86_64-linux-gnu", "-o", out});
  REQUIRE_MESSAGE(w.exit_code == 0, w.err);
  CHECK(slurp(out) == r.out);
  // The directory holds the schema and nothing else (no temporary file left).
  CHECK(std::distance(fs::directory_iterator(dir.path() + "/sub"), fs::directory_iterator{}) == 1);
}

TEST_CASE("parse is deterministic across runs and working directories") {
  TempDir a, b;
  auto r1 = run_dlpackgen({"parse", header_path("v1.3-torch")}, a.path());
  auto r2 = run_dlpackgen({"parse", header_path("v1.3-torch")}, b.path());
  REQUIRE(r1.exit_code == 0);
  CHECK(r1.out == r2.out);
  // One Clang run at a time (-j 1) or three: the same schema.
  for (const char* jobs : {"1", "3"}) {
    auto r = run_dlpackgen({"parse", header_path("v1.3-torch"), "-j", jobs}, a.path());
    REQUIRE(r.exit_code == 0);
    CHECK(r.out == r1.out);
  }
}

TEST_CASE("parse: bad input is one error line, exit 2, nothing written") {
  TempDir dir;
  std::string out = dir.path() + "/out.yaml";
  auto existing = dir.write("existing.yaml", "keep me\n");

  struct Case {
    std::string name, content, expect;
  };
  std::vector<Case> cases = {
      {"empty.h", "", "empty header"},
      {"binary.h", std::string("\x7f" "ELF\0\0\x01", 7), "not a text header"},
      {"syntax.h", "typedef struct {\n  int x\n} DLBroken;\n", "syntax.h:2:8:"},
      {"nothing.h", "typedef struct { int x; } Point;\n", "no DLPack declarations"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.name);
    std::string path = dir.write(c.name, c.content);
    auto r = run_dlpackgen({"parse", path, "-o", out});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(c.expect) != std::string::npos);
    CHECK(r.err.rfind("dlpackgen: error: ", 0) == 0);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK_FALSE(fs::exists(out));
    // An existing output is not touched either.
    auto keep = run_dlpackgen({"parse", path, "-o", existing});
    CHECK(keep.exit_code == 2);
    CHECK(slurp(existing) == "keep me\n");
  }
  auto missing = run_dlpackgen({"parse", dir.path() + "/nope.h"});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("nope.h: cannot open") != std::string::npos);
  auto target = run_dlpackgen({"parse", header_path("v1.0"), "--target", "vax-dec-vms"});
  CHECK(target.exit_code == 2);
  CHECK(target.err.find("vax-dec-vms") != std::string::npos);
}

TEST_CASE("parse with no header reads dlpackgen.yaml") {
  TempDir dir;
  dir.write("dlpackgen.yaml", "header: " + header_path("v0.8") +
                                  "\nschema_out: out/schema.yaml\ntargets: [i686-linux-gnu]\n");
  auto r = run_dlpackgen({"parse"}, dir.path());
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  std::string yaml = slurp(dir.path() + "/out/schema.yaml");
  CHECK(yaml.find("i686-linux-gnu") != std::string::npos);
  CHECK(yaml.find("x86_64-linux-gnu") == std::string::npos);

  TempDir empty;
  auto none = run_dlpackgen({"parse"}, empty.path());
  CHECK(none.exit_code == 2);
  CHECK(none.err.find("no header given") != std::string::npos);
}

TEST_CASE("layout shows offsets per target and marks what varies") {
  auto r = run_dlpackgen({"layout", header_path("v1.0"), "DLTensor", "--target",
                          "x86_64-linux-gnu,i686-linux-gnu"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(r.out.find("struct DLTensor") != std::string::npos);
  CHECK(r.out.find("x86_64") != std::string::npos);
  CHECK(r.out.find("i686") != std::string::npos);
  // DLTensor is 48 bytes on x86_64 and 36 on i686 (int64_t is 4-aligned there), so the sizeof row varies.
  auto pos = r.out.find("sizeof");
  REQUIRE(pos != std::string::npos);
  std::string row = r.out.substr(pos, r.out.find('\n', pos) - pos);
  CHECK(row.find("48") != std::string::npos);
  CHECK(row.find("36") != std::string::npos);
  CHECK(row.find("varies") != std::string::npos);
  CHECK(r.out.find("struct DLDevice") == std::string::npos);  // only the one asked for

  // --target takes one value per occurrence: the positionals after it stay positionals.
  auto first = run_dlpackgen({"layout", "--target", "i686-linux-gnu", header_path("v1.0"), "DLDevice"});
  REQUIRE_MESSAGE(first.exit_code == 0, first.err);
  CHECK(first.out.find("struct DLDevice") != std::string::npos);
  CHECK(first.out.find("x86_64") == std::string::npos);

  auto missing = run_dlpackgen({"layout", header_path("v1.0"), "NoSuchStruct"});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("no struct named 'NoSuchStruct'") != std::string::npos);
}

TEST_CASE("layout shows declared alignments under their field and struct") {
  auto r = run_dlpackgen({"layout", dlpackgen::test::test_header("lang/vendored-aligned.h"), "DLVendorSlot", "DLManagedTensorVersioned",
                          "--target", "x86_64-linux-gnu,armv7-linux-gnueabihf"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  // DLVendorSlot.payload is declared `aligned` without a number: 16 on x86_64, 8 on armv7.
  CHECK(r.out.find("  int64_t payload              16      8  <- varies\n"
                   "    (declared alignment)       16      8  <- varies\n") != std::string::npos);
  CHECK(r.out.find("  (declared alignment)                                    16     16\n") != std::string::npos);
  // Fields and structs without one have no such row: two in all.
  size_t rows = 0;
  for (size_t at = 0; (at = r.out.find("(declared alignment)", at)) != std::string::npos; ++at) ++rows;
  CHECK(rows == 2);
}

TEST_CASE("layout reads a schema as well as a header") {
  TempDir dir;
  std::string schema = dir.path() + "/s.yaml";
  REQUIRE(run_dlpackgen({"parse", header_path("v1.3-torch"), "-o", schema}).exit_code == 0);
  auto from_schema = run_dlpackgen({"layout", schema});
  auto from_header = run_dlpackgen({"layout", header_path("v1.3-torch")});
  REQUIRE(from_schema.exit_code == 0);
  CHECK(from_schema.out == from_header.out);
  CHECK(from_schema.out.find("struct DLPackExchangeAPI ") != std::string::npos);
}

TEST_CASE("generate uses the built-in semantics overlay unless told `--semantics none`") {
  TempDir with, without;
  auto a = run_dlpackgen({"generate", "-q", "--header", header_path("v1.3-torch"), "--out", with.path()});
  REQUIRE_MESSAGE(a.exit_code == 0, a.err);
  auto b = run_dlpackgen({"generate", "-q", "--header", header_path("v1.3-torch"), "--out", without.path(),
                          "--semantics", "none", "--lang", "cpp,rust,zig"});
  REQUIRE_MESSAGE(b.exit_code == 0, b.err);
  // The dispatch shims switch over what the overlay maps: without one they cannot be made.
  TempDir shims;
  auto c = run_dlpackgen({"generate", "-q", "--header", header_path("v1.3-torch"), "--out", shims.path(),
                          "--semantics", "none", "--lang", "cuda"});
  CHECK(c.exit_code == 2);
  // At the requires_mapped entry (the shims' base's), which names the section.
  CHECK_MESSAGE(c.err.find("_shim/language.yaml:") != std::string::npos, c.err);
  CHECK_MESSAGE(c.err.find(": language cuda requires every dtype code mapped (requires_mapped: element_types), and "
                           "there is no overlay") != std::string::npos,
                c.err);
  CHECK_MESSAGE(c.err.find(": language cuda requires the overlay's `devices` section (requires_mapped) for this header, "
                           "and there is no overlay") != std::string::npos,
                c.err);
  CHECK(std::filesystem::is_empty(shims.path()));
  const std::string config = "/cpp/include/dlpack/config.hpp";
  CHECK(slurp(with.path() + config).find("#define DLPACK_CPP_HAS_DATA_TYPE 1") != std::string::npos);
  CHECK(slurp(without.path() + config).find("#define DLPACK_CPP_HAS_DATA_TYPE 0") != std::string::npos);
}

TEST_CASE("inputs are regular files of bounded size; output that cannot be written is an error") {
  using dlpackgen::test::dlpackgen_binary;
  using dlpackgen::test::run;
  // Endless or blocking inputs are refused before they are read.
  for (const std::string& cmd : {std::string("parse /dev/zero"), std::string("layout /dev/zero"),
                                 std::string("abi-diff /dev/zero /dev/zero")}) {
    CAPTURE(cmd);
    auto r = run({"sh", "-c", "timeout 20 " + dlpackgen_binary() + " " + cmd});
    CHECK(r.exit_code != 124);  // did not hang
    CHECK(r.exit_code == (cmd.rfind("abi-diff", 0) == 0 ? 1 : 2));
    CHECK(r.err ==
          "dlpackgen: error: /dev/zero: is not a regular file (a device, FIFO or socket): inputs must be regular "
          "files\n");
  }
  TempDir dir;
  const std::string fifo = dir.path() + "/fifo.h";
  REQUIRE(run({"mkfifo", fifo}).exit_code == 0);
  auto f = run({"sh", "-c", "timeout 20 " + dlpackgen_binary() + " parse " + fifo});
  CHECK(f.exit_code == 2);
  CHECK(f.err.find("fifo.h: is not a regular file") != std::string::npos);
  // Larger than the limit (64 MiB): refused with one line.
  const std::string big = dir.path() + "/big.h";
  fs::resize_file(dir.write("big.h", "x"), (std::uintmax_t{64} << 20) + 1);
  auto b = run_dlpackgen({"parse", big});
  CHECK(b.exit_code == 2);
  CHECK(b.err == "dlpackgen: error: " + big + ": is larger than 64 MiB, the limit for an input\n");
  // stdout on a full device: the command's error exit, not 0.
  const std::string h = header_path("v1.0"), h1 = header_path("v1.1");
  for (const auto& [cmd, code] : std::vector<std::pair<std::string, int>>{
           {"layout " + h, 2}, {"history " + h + " " + h1, 2}, {"abi-diff " + h + " " + h1, 1}, {"parse " + h, 2}}) {
    CAPTURE(cmd);
    auto r = run({"sh", "-c", dlpackgen_binary() + " " + cmd + " > /dev/full"});
    CHECK(r.exit_code == code);
    CHECK(r.err.find("dlpackgen: error:") != std::string::npos);
  }
}

TEST_CASE("an unknown --target and an empty --out are usage errors") {
  const std::string h = header_path("v1.0"), h1 = header_path("v1.1");
  auto d = run_dlpackgen({"abi-diff", "--target", "foo", h, h1});
  CHECK(d.exit_code == 2);  // abi-diff's usage bit, not its error bit
  CHECK(d.err.rfind("dlpackgen: usage error: --target: unknown target triple 'foo'\n", 0) == 0);
  auto l = run_dlpackgen({"layout", "--target", "x86_64-linux-gnu,bogus", h});
  CHECK(l.exit_code == 2);
  CHECK(l.err.find("unknown target triple 'bogus'") != std::string::npos);
  TempDir dir;
  auto g = run_dlpackgen({"generate", "--header", h, "--lang", "cpp", "--out", ""}, dir.path());
  CHECK(g.exit_code == 2);
  CHECK(g.err.rfind("dlpackgen: usage error: --out: an empty path\n", 0) == 0);
  CHECK_FALSE(fs::exists(dir.path() + "/generated"));
}

TEST_CASE("Clang arguments that change the target, the layout or the language are refused") {
  const std::string h = header_path("v1.0");
  for (const std::string arg : {"--target=i686-linux-gnu", "-m32", "-mx32", "-fshort-enums", "-fpack-struct=1",
                                "-std=c89", "-xc++"}) {
    CAPTURE(arg);
    auto r = run_dlpackgen({"layout", "--clang-arg=" + arg, h});
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("dlpackgen: usage error: --clang-arg: '" + arg + "' changes ", 0) == 0);
  }
  // From dlpackgen.yaml too: an input error naming the argument.
  TempDir dir;
  dir.write("dlpackgen.yaml", "header: " + h + "\nclang_args: [-m32]\nlanguages: [cpp]\n");
  auto g = run_dlpackgen({"generate"}, dir.path());
  CHECK(g.exit_code == 2);
  CHECK(g.err == "dlpackgen: error: dlpackgen.yaml:2:14: '-m32' changes the target, which dlpackgen "
                 "sets for each of its targets (use --target)\n");
  CHECK_FALSE(fs::exists(dir.path() + "/generated"));
  // What does not touch the target is accepted.
  CHECK(run_dlpackgen({"layout", "--clang-arg=-DFOO=1", h}).exit_code == 0);
}

TEST_CASE("history: headers out of release order are an error, not removals") {
  TempDir dir;
  const std::string out = dir.path() + "/h.yaml";
  auto r = run_dlpackgen({"history", header_path("v1.1"), header_path("v1.0"), "-o", out});
  CHECK(r.exit_code == 2);
  CHECK(r.err == "dlpackgen: error: " + header_path("v1.0") + ": declares DLPack 1.0, older than " +
                     header_path("v1.1") + " (1.1) before it: give the headers oldest first\n");
  CHECK_FALSE(fs::exists(out));
  // Equal versions (a release and its variant) keep their order.
  CHECK(run_dlpackgen({"history", header_path("v1.1"), header_path("v1.1-trn"), "-o", out}).exit_code == 0);
}

TEST_CASE("history: a header without a version is labelled by its file name, made a label the schema takes") {
  TempDir dir;
  const std::string first = dir.write("my header (draft).h", "typedef struct { int x; } DLThing;\n");
  const std::string second = dir.write("-next.h", "typedef struct { int x; int y; } DLThing;\n");
  const std::string out = dir.path() + "/h.yaml";
  auto r = run_dlpackgen({"history", first, second, "-o", out});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const std::string yaml = slurp(out);
  CHECK(yaml.find("history_versions:\n  - my_header__draft_\n  - _-next\n") != std::string::npos);
  CHECK(yaml.find("history: {since: _-next}") != std::string::npos);  // the field y
  // What history writes, its own reader takes.
  auto layout = run_dlpackgen({"layout", out});
  CHECK_MESSAGE(layout.exit_code == 0, layout.err);

}

TEST_CASE("a diagnostic is one line: control characters in names are escaped") {
  TempDir dir;
  auto r = run_dlpackgen({"parse", dir.path() + "/two\nlines\t.h"});
  CHECK(r.exit_code == 2);
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(r.err.find("two\\nlines\\t.h: cannot open") != std::string::npos);
  // A YAML key with a control character, in a config.
  dir.write("dlpackgen.yaml", "header: x.h\n\"bad\\x01key\": 1\n");
  auto c = run_dlpackgen({"generate"}, dir.path());
  CHECK(c.exit_code == 2);
  CHECK(c.err.find("bad\\x01key") != std::string::npos);
  CHECK(std::count(c.err.begin(), c.err.end(), '\n') == 1);
}

TEST_CASE("generate: a bad devices entry is one file:line:col error, exit 2, nothing written") {
  TempDir dir;
  std::string overlay = dlpackgen::test::slurp(std::string(DLPACKGEN_SOURCE_DIR) + "/schema/semantics.yaml");
  const std::string entry = "{enumerator: kDLROCM, since: \"0.2\", backend: rocm}";
  auto at = overlay.find(entry);
  REQUIRE(at != std::string::npos);
  overlay.replace(at, entry.size(), "{enumerator: kDLROCM, since: \"0.2\", backend: amd}");
  unsigned line = static_cast<unsigned>(std::count(overlay.begin(), overlay.begin() + static_cast<long>(at), '\n') + 1);
  std::string path = dir.write("bad.yaml", overlay);
  auto r = run_dlpackgen({"generate", "--header", header_path("v1.3-torch"), "--lang", "cuda,hip", "--semantics", path,
                          "--out", dir.path() + "/out"});
  CHECK(r.exit_code == 2);
  CHECK(r.err == "dlpackgen: error: " + path + ":" + std::to_string(line) +
                     ":52: devices.types[kDLROCM].backend: unknown backend 'amd' (expected one of: cpu, cuda, cuda_host, "
                     "cuda_managed, rocm, rocm_host, unsupported)\n");
  CHECK_FALSE(std::filesystem::exists(dir.path() + "/out"));
}

TEST_CASE("generate: a header that claims a version it does not fully have is generated with a warning, or refused with --strict") {
  // A pre-release that says 1.0 but lacks a 1.0 flag macro.
  TempDir dir;
  std::string text = dlpackgen::test::slurp(header_path("v1.0"));
  auto at = text.find("#define DLPACK_FLAG_BITMASK_IS_COPIED");
  REQUIRE(at != std::string::npos);
  text.erase(at, text.find('\n', at) - at);
  std::string header = dir.write("dlpack.h", text);
  auto lenient = run_dlpackgen({"generate", "-q", "--header", header, "--lang", "cpp", "--out", dir.path() + "/out"});
  CHECK(lenient.exit_code == 0);
  CHECK(lenient.err.find("warning: ") != std::string::npos);
  CHECK(lenient.err.find("semantics entry flags.bits[DLPACK_FLAG_BITMASK_IS_COPIED]: the header has no macro "
                         "DLPACK_FLAG_BITMASK_IS_COPIED (the entry applies to headers since 1.0; this header is 1.0): "
                         "left out\n") != std::string::npos);
  // What the header has is still there; what it lacks is left out.
  const std::string flags = dlpackgen::test::slurp(dir.path() + "/out/cpp/include/dlpack/flags.hpp");
  CHECK(flags.find("ReadOnly = DLPACK_FLAG_BITMASK_READ_ONLY,") != std::string::npos);
  CHECK(flags.find("= DLPACK_FLAG_BITMASK_IS_COPIED") == std::string::npos);
  auto strict = run_dlpackgen(
      {"generate", "-q", "--strict", "--header", header, "--lang", "cpp", "--out", dir.path() + "/strict"});
  CHECK(strict.exit_code == 2);
  CHECK(strict.err.find("error: ") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir.path() + "/strict"));
}

TEST_CASE("--target with an empty triple is a usage error, not a reason to take the next argument") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"parse", "--target", ",", header_path("v1.0")},
        std::vector<std::string>{"parse", "--target=x86_64-linux-gnu,", header_path("v1.0")},
        std::vector<std::string>{"abi-diff", "--target", ",,", header_path("v1.0"), header_path("v1.0")}}) {
    auto r = run_dlpackgen(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.rfind("dlpackgen: usage error: --target: an empty triple in '", 0) == 0);
  }
}

TEST_CASE("generate replaces an output that is a symlink, never writing through it") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  const std::string asserts = "cpp/include/dlpack/abi_asserts.h";
  auto first = run_dlpackgen({"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
  REQUIRE_MESSAGE(first.exit_code == 0, first.err);
  const std::string expected = slurp(out + "/" + asserts);

  // The link leads outside the output dir, or to another file inside it (one
  // that holds exactly the expected bytes): either way the link is replaced by
  // the file and what it led to keeps its bytes.
  const std::string outside = dir.write("outside.h", "outside: keep me\n");
  const std::string inside = out + "/notes.txt";
  std::ofstream(inside) << expected;
  for (const std::string& target : {outside, inside}) {
    CAPTURE(target);
    const std::string before = slurp(target);
    fs::remove(out + "/" + asserts);
    fs::create_symlink(target, out + "/" + asserts);
    auto check = run_dlpackgen({"generate", "--check", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
    CHECK(check.exit_code == 1);
    CHECK(check.err.find("a symlink, to be replaced by a file: " + out + "/" + asserts) != std::string::npos);
    auto r = run_dlpackgen({"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    CHECK(r.err.empty());
    CHECK_FALSE(fs::is_symlink(fs::symlink_status(out + "/" + asserts)));
    CHECK(slurp(out + "/" + asserts) == expected);
    CHECK(slurp(target) == before);
    auto again = run_dlpackgen({"generate", "--check", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
    CHECK(again.exit_code == 0);
  }
  // A dangling link is replaced too.
  fs::remove(out + "/" + asserts);
  fs::create_symlink(dir.path() + "/nowhere/x.h", out + "/" + asserts);
  auto dangling = run_dlpackgen({"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
  REQUIRE_MESSAGE(dangling.exit_code == 0, dangling.err);
  CHECK(slurp(out + "/" + asserts) == expected);
  CHECK_FALSE(fs::exists(dir.path() + "/nowhere"));
}

TEST_CASE("generate --check names the command that makes it pass: --prune only when there are extra files") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  const std::vector<std::string> gen = {"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out};
  auto first = run_dlpackgen(gen);
  REQUIRE_MESSAGE(first.exit_code == 0, first.err);
  const std::vector<std::string> check = {"generate", "--check", "--header", header_path("v1.0"), "--lang", "cpp",
                                          "--out", out};

  // Stale only: plain `generate` fixes it, and the message says no more.
  std::ofstream(out + "/cpp/include/dlpack/abi_asserts.h", std::ios::app) << "// edited\n";
  auto stale = run_dlpackgen(check);
  CHECK(stale.exit_code == 1);
  CHECK(stale.err.find("(1 stale, 0 missing, 0 extra): run `dlpackgen generate` to update it\n") != std::string::npos);
  REQUIRE(run_dlpackgen(gen).exit_code == 0);

  // An extra file: `generate` alone keeps it and the check would still fail.
  std::ofstream(out + "/cpp/include/dlpack/left_over.hpp") << "// from an older template set\n";
  auto extra = run_dlpackgen(check);
  CHECK(extra.exit_code == 1);
  CHECK(extra.err.find("(0 stale, 0 missing, 1 extra): run `dlpackgen generate --prune` to update it "
                       "(--prune deletes the extra files)") != std::string::npos);
  REQUIRE(run_dlpackgen(gen).exit_code == 0);
  CHECK(run_dlpackgen(check).exit_code == 1);  // what the message says would not have been enough
  std::vector<std::string> prune = gen;
  prune.push_back("--prune");
  REQUIRE(run_dlpackgen(prune).exit_code == 0);
  CHECK(run_dlpackgen(check).exit_code == 0);
}

TEST_CASE("files a killed run left: --check names them, the next generate removes them, prune or not") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  const std::vector<std::string> gen = {"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out};
  REQUIRE(run_dlpackgen(gen).exit_code == 0);
  const std::string inc = out + "/cpp/include/dlpack/";
  for (const char* name : {".abi_asserts.h.tmp-Ab12Cd", ".dlpack.hpp.old-0z9Y8x"}) std::ofstream(inc + name) << "half";
  std::ofstream(inc + ".mine.tmp-abc") << "not dlpackgen's";  // five characters after '-': a user's file
  auto check = run_dlpackgen({"generate", "--check", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
  CHECK(check.exit_code == 1);
  CHECK(check.err.find("left by an interrupted run: " + inc + ".abi_asserts.h.tmp-Ab12Cd\n") != std::string::npos);
  CHECK(check.err.find("left by an interrupted run: " + inc + ".dlpack.hpp.old-0z9Y8x\n") != std::string::npos);
  CHECK(check.err.find("extra: " + inc + ".mine.tmp-abc\n") != std::string::npos);
  CHECK(check.err.find("(0 stale, 0 missing, 1 extra, 2 left by an interrupted run)") != std::string::npos);
  auto again = run_dlpackgen({"generate", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out});
  REQUIRE_MESSAGE(again.exit_code == 0, again.err);
  CHECK(again.out.find("removed " + inc + ".abi_asserts.h.tmp-Ab12Cd (left by an interrupted run)\n") != std::string::npos);
  CHECK_FALSE(fs::exists(inc + ".abi_asserts.h.tmp-Ab12Cd"));
  CHECK_FALSE(fs::exists(inc + ".dlpack.hpp.old-0z9Y8x"));
  CHECK(fs::exists(inc + ".mine.tmp-abc"));  // an extra file stays without --prune
  fs::remove(inc + ".mine.tmp-abc");
  CHECK(run_dlpackgen({"generate", "--check", "--header", header_path("v1.0"), "--lang", "cpp", "--out", out}).exit_code == 0);
}

TEST_CASE("outputs: mode 0644 whatever the umask, and a dir whose name only starts with a template dir's is no template dir") {
  TempDir dir;
  fs::create_directories(dir.path() + "/tpl");
  // `tpl-out` beside `tpl` is not inside it: the guard compares whole path components.
  const mode_t old = ::umask(077);  // mkstemp's 0600 is what an output would keep without its chmod
  auto r = run_dlpackgen({"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--templates",
                          dir.path() + "/tpl", "--out", dir.path() + "/tpl-out"});
  ::umask(old);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  size_t files = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir.path() + "/tpl-out")) {
    if (!e.is_regular_file()) continue;
    ++files;
    CHECK_MESSAGE((fs::status(e.path()).permissions() & fs::perms::all) ==
                      (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read),
                  e.path().string());
  }
  CHECK(files > 10);
  // Inside the template dir it is refused.
  auto inside = run_dlpackgen({"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp", "--templates",
                               dir.path() + "/tpl", "--out", dir.path() + "/tpl/out"});
  CHECK(inside.exit_code == 2);
  CHECK(inside.err.find("inside a template dir") != std::string::npos);
}

TEST_CASE("generate --check -q prints a summary of the diffs, --diff or no -q every line") {
  TempDir dir;
  const std::string out = dir.path() + "/out";
  auto first = run_dlpackgen({"generate", "-q", "--header", header_path("v1.0"), "--lang", "cpp,rust", "--out", out});
  REQUIRE_MESSAGE(first.exit_code == 0, first.err);
  const std::vector<std::string> check = {"generate", "--check", "--header", header_path("v1.1"), "--lang", "cpp,rust",
                                          "--out", out};
  auto full = run_dlpackgen(check);
  std::vector<std::string> quiet_check = check;
  quiet_check.push_back("-q");
  auto summary = run_dlpackgen(quiet_check);
  quiet_check.push_back("--diff");
  auto quiet_diff = run_dlpackgen(quiet_check);
  REQUIRE(full.exit_code == 1);
  CHECK(summary.exit_code == 1);
  CHECK(quiet_diff.exit_code == 1);
  CHECK(quiet_diff.out == full.out);
  CHECK(summary.err == full.err);  // every file is still named, with the command that fixes it
  auto count = [](const std::string& s, const std::string& what) {
    size_t n = 0;
    for (size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
    return n;
  };
  const size_t files = count(full.err, "dlpackgen: stale: ");
  REQUIRE(files > 5);
  CHECK(count(full.out, "diff -u ") == files);
  CHECK(count(summary.out, "diff -u ") == 5);
  CHECK(summary.out.find("... the diffs of " + std::to_string(files - 5) + " more files left out (--diff shows every diff)\n") !=
        std::string::npos);
  // Each shown diff is cut after 12 lines, saying how many it left out.
  const size_t first_cut = summary.out.find(" more lines of this diff (--diff shows them)\n");
  REQUIRE(first_cut != std::string::npos);
  const size_t header = summary.out.find("diff -u ");
  const std::string shown = summary.out.substr(header, summary.out.rfind('\n', first_cut) - header);
  CHECK(count(shown, "\n") == 12);  // 13 lines: the "diff -u" line and 12 lines of the diff
  CHECK(full.out.find(shown) == header);
  CHECK(count(summary.out, "\n") < count(full.out, "\n") / 4);
  // --diff without --check is a usage error.
  auto lone = run_dlpackgen({"generate", "--diff", "--header", header_path("v1.1"), "--out", out});
  CHECK(lone.exit_code == 2);
}

TEST_CASE("generate --jobs: the languages render at once, with the outputs and the errors of one at a time") {
  // Every file of a tree, by path.
  auto tree = [](const std::string& root) {
    std::map<std::string, std::string> files;
    for (const auto& e : std::filesystem::recursive_directory_iterator(root))
      if (e.is_regular_file())
        files[std::filesystem::relative(e.path(), root).generic_string()] = slurp(e.path().string());
    return files;
  };
  TempDir one, four;
  auto a = run_dlpackgen({"generate", "-q", "--header", header_path("v1.3-torch"), "--out", one.path(), "-j", "1"});
  REQUIRE_MESSAGE(a.exit_code == 0, a.err);
  auto b = run_dlpackgen({"generate", "-q", "--header", header_path("v1.3-torch"), "--out", four.path(), "--jobs", "4"});
  REQUIRE_MESSAGE(b.exit_code == 0, b.err);
  auto files = tree(one.path());
  CHECK(files.size() > 50);
  CHECK(files == tree(four.path()));
  CHECK(a.err == b.err);
  // Two languages fail (no overlay to map devices): the error is the first one's, as a serial run says it.
  std::vector<std::string> errors;
  for (const char* jobs : {"1", "4"}) {
    TempDir out;
    auto r = run_dlpackgen({"generate", "-q", "--header", header_path("v1.3-torch"), "--out", out.path(), "--semantics",
                            "none", "--lang", "cpp,cuda,hip,rust", "--allow-unmapped", "-j", jobs});
    CHECK(r.exit_code == 0);  // --allow-unmapped: warnings, in the languages' order
    errors.push_back(r.err);
    auto f = run_dlpackgen({"generate", "-q", "--header", header_path("v1.3-torch"), "--out", out.path() + "/f",
                            "--semantics", "none", "--lang", "cpp,cuda,hip,rust", "-j", jobs});
    CHECK(f.exit_code == 2);
    CHECK_MESSAGE(f.err.find("language cuda requires") != std::string::npos, f.err);
    CHECK_MESSAGE(f.err.find("language hip") == std::string::npos, f.err);
    CHECK_FALSE(std::filesystem::exists(out.path() + "/f"));
    errors.push_back(f.err);
  }
  CHECK(errors[0] == errors[2]);
  CHECK(errors[1] == errors[3]);
  CHECK_MESSAGE(errors[0].find("language cuda") < errors[0].find("language hip"), errors[0]);
  auto zero = run_dlpackgen({"generate", "--header", header_path("v1.3-torch"), "-j", "0"});
  CHECK(zero.exit_code == 2);
  CHECK_MESSAGE(zero.err.find("--jobs") != std::string::npos, zero.err);
}

TEST_CASE("generate: the languages are assembled beside the model's loading, and its error comes first") {
  TempDir dir;
  const std::string bad_templates = dir.path() + "/tpl";
  dir.write("tpl/cpp/language.yaml", "naming: [\n");
  const std::string bad_schema = dir.write("bad.yaml", "not: a schema\n");
  for (const char* jobs : {"1", "2"}) {
    CAPTURE(jobs);
    // Both bad: the model's error, as when nothing runs beside it.
    auto both = run_dlpackgen({"generate", "--schema", bad_schema, "--templates", bad_templates, "--lang", "cpp",
                               "--out", dir.path() + "/out", "-j", jobs});
    CHECK(both.exit_code == 2);
    CHECK_MESSAGE(both.err.find("bad.yaml") != std::string::npos, both.err);
    CHECK_MESSAGE(both.err.find("language.yaml") == std::string::npos, both.err);
    // The model good: the descriptor's error.
    auto lang = run_dlpackgen({"generate", "--header", header_path("v1.3-torch"), "--templates", bad_templates,
                               "--lang", "cpp", "--out", dir.path() + "/out", "-j", jobs});
    CHECK(lang.exit_code == 2);
    CHECK_MESSAGE(lang.err.find("tpl/cpp/language.yaml:") != std::string::npos, lang.err);
    CHECK_FALSE(std::filesystem::exists(dir.path() + "/out"));
  }
}
