// One Clang run over the header: driver arguments, an in-memory copy of the
// header (plus the macro probe), diagnostics captured instead of printed, and the
// AST handed to the collectors.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/ASTContext.h>
#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticFrontend.h>
#include <clang/Basic/DiagnosticLex.h>
#include <clang/Basic/FileManager.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Basic/TargetInfo.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/VirtualFileSystem.h>

#include "extract/decl_collector.h"
#include "extract/extract.h"
#include "extract/macros.h"
#include "extract/parse_facts.h"
#include "extract/source_util.h"

#include <sys/stat.h>
#include <sys/vfs.h>

namespace dlpackgen::extract::detail {
namespace {

// Where the macro probe lives in the in-memory file system.
constexpr const char* kProbePath = "/__dlpackgen__/macro_probe.h";

// A file an #include named that is not a regular file on disk.
struct RefusedFile {
  std::string path;  // as Clang asked for it
  std::string what;  // "a FIFO", "a character device", "a file of /proc", ...
};

// What `path` is when it is not a regular file dlpackgen may read, else "".
// Only stat/statfs: opening a FIFO would block until a writer comes, and a
// device or a /proc file reads as endless or empty bytes.
std::string not_regular(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return "";  // missing: Clang says so itself
  if (S_ISFIFO(st.st_mode)) return "a FIFO";
  if (S_ISCHR(st.st_mode)) return "a character device";
  if (S_ISBLK(st.st_mode)) return "a block device";
  if (S_ISSOCK(st.st_mode)) return "a socket";
  if (S_ISDIR(st.st_mode)) return "";  // directories are searched, never read as headers
  if (!S_ISREG(st.st_mode)) return "not a regular file";
  struct statfs fs {};
  constexpr long kProcMagic = 0x9fa0, kSysfsMagic = 0x62656572;
  if (::statfs(path.c_str(), &fs) == 0 && (fs.f_type == kProcMagic || fs.f_type == kSysfsMagic))
    return "a file of /proc or /sys";
  return "";
}

// The real file system, less what is not a regular file: Clang's open of such
// a file fails (the #include then reports it, see FirstErrorConsumer) and the
// file is noted in `refused`.
class RegularFilesOnly : public llvm::vfs::ProxyFileSystem {
 public:
  RegularFilesOnly(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fs, std::vector<RefusedFile>& refused)
      : ProxyFileSystem(std::move(fs)), refused_(refused) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine& path) override {
    const std::string p = path.str();
    if (std::string what = not_regular(p); !what.empty()) {
      refused_.push_back({p, what});
      return std::make_error_code(std::errc::permission_denied);
    }
    return ProxyFileSystem::openFileForRead(path);
  }

 private:
  std::vector<RefusedFile>& refused_;
};

// Keeps the first error that is not in the macro probe; prints nothing.
// The freestanding C++ headers a minimal C++ re-declaration of dlpack.h
// includes, over the C headers of Clang's resource dir (which every target
// has): so that `#include <cstdint>` reads the same on all targets without a
// C++ library. The C++ library's own directories (clang_args), when given,
// come first.
constexpr const char* kFreestandingDir = "/__dlpackgen_freestanding__";
struct FreestandingHeader {
  const char* name;
  const char* text;
};
constexpr FreestandingHeader kFreestanding[] = {
    {"cstdint",
     "#pragma once\n#include <stdint.h>\nnamespace std {\n"
     "using ::int8_t; using ::int16_t; using ::int32_t; using ::int64_t;\n"
     "using ::uint8_t; using ::uint16_t; using ::uint32_t; using ::uint64_t;\n"
     "using ::int_least8_t; using ::int_least16_t; using ::int_least32_t; using ::int_least64_t;\n"
     "using ::uint_least8_t; using ::uint_least16_t; using ::uint_least32_t; using ::uint_least64_t;\n"
     "using ::int_fast8_t; using ::int_fast16_t; using ::int_fast32_t; using ::int_fast64_t;\n"
     "using ::uint_fast8_t; using ::uint_fast16_t; using ::uint_fast32_t; using ::uint_fast64_t;\n"
     "using ::intptr_t; using ::uintptr_t; using ::intmax_t; using ::uintmax_t;\n}\n"},
    {"cstddef",
     "#pragma once\n#include <stddef.h>\nnamespace std {\nusing ::size_t; using ::ptrdiff_t; using ::max_align_t;\n"
     "using nullptr_t = decltype(nullptr);\nenum class byte : unsigned char {};\n}\n"},
    {"climits", "#pragma once\n#include <limits.h>\n"},
    {"cfloat", "#pragma once\n#include <float.h>\n"},
    {"cstdarg", "#pragma once\n#include <stdarg.h>\nnamespace std {\nusing ::va_list;\n}\n"},
    {"cstdbool", "#pragma once\n"},
};

class FirstErrorConsumer : public clang::DiagnosticConsumer {
 public:
  FirstErrorConsumer(const ParseRequest& request, const std::vector<RefusedFile>& refused)
      : request_(request), refused_(refused) {}

  void HandleDiagnostic(clang::DiagnosticsEngine::Level level, const clang::Diagnostic& info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level < clang::DiagnosticsEngine::Error || first_) return;
    llvm::SmallString<256> message;
    info.FormatDiagnostic(message);
    util::Diagnostic d;
    d.message = message.str().str();
    const unsigned id = info.getID();
    if ((id == clang::diag::err_pp_file_not_found || id == clang::diag::err_cannot_open_file) &&
        info.getNumArgs() > 0 && info.getArgKind(0) == clang::DiagnosticsEngine::ak_std_string) {
      const std::string spelled = info.getArgStdStr(0);
      // An #include of a file that exists but is no regular file: say what it is.
      for (auto it = refused_.rbegin(); it != refused_.rend(); ++it)
        if (it->path.size() >= spelled.size() &&
            it->path.compare(it->path.size() - spelled.size(), spelled.size(), spelled) == 0) {
          d.message = "'" + spelled + "' is " + it->what + (it->path == spelled ? "" : " (" + it->path + ")") +
                      ", not a regular file: dlpackgen reads headers only from regular files";
          break;
        }
    }
    if (info.getLocation().isValid() && info.hasSourceManager()) {
      const clang::SourceManager& sm = info.getSourceManager();
      // The probe's errors mean "not an integer macro"; so do those at the #include
      // of the probe appended to the header. Decided by where the outermost macro
      // expansion happens: a probe error may be spelled inside a #define of the header.
      const clang::SourceLocation site = sm.getExpansionLoc(info.getLocation());
      if (sm.getFilename(site) == kProbePath) return;
      if (sm.isInMainFile(site) && sm.getFileOffset(site) >= request_.code.size()) return;
      const clang::SourceLocation loc = sm.getFileLoc(info.getLocation());
      const std::string file = sm.getFilename(loc).str();
      d.file = sm.isInMainFile(loc) || file == request_.clang_path ? request_.display_path : file;
      d.line = sm.getSpellingLineNumber(loc);
      d.column = sm.getSpellingColumnNumber(loc);
    }
    first_ = std::move(d);
  }

  const std::optional<util::Diagnostic>& first() const { return first_; }

 private:
  const ParseRequest& request_;
  const std::vector<RefusedFile>& refused_;
  std::optional<util::Diagnostic> first_;
};

class ExtractConsumer : public clang::ASTConsumer {
 public:
  ExtractConsumer(const ParseRequest& request, ParseFacts& facts, const FirstErrorConsumer& errors,
                  const MacroRecorder* macros, const SkippedRanges* skipped)
      : request_(request), facts_(facts), errors_(errors), macros_(macros), skipped_(skipped) {}

  void HandleTranslationUnit(clang::ASTContext& ctx) override {
    if (skipped_) facts_.skipped_lines = skipped_->lines();
    if (errors_.first()) return;  // the AST of a header with errors is not read
    const clang::TargetInfo& target = ctx.getTargetInfo();
    facts_.target.triple = request_.triple;
    facts_.target.pointer_size = static_cast<unsigned>(ctx.getTypeSize(ctx.VoidPtrTy) / ctx.getCharWidth());
    facts_.target.pointer_align = static_cast<unsigned>(ctx.getTypeAlign(ctx.VoidPtrTy) / ctx.getCharWidth());
    facts_.target.big_endian = target.isBigEndian();
    // Exceptions must not unwind through Clang's frames: keep the error for later.
    try {
      collect_declarations(ctx, request_, skipped_, facts_);
      if (macros_) collect_macros(ctx, *macros_, request_, facts_);
    } catch (const util::Error& e) {
      facts_.error = e.diagnostics().front();
    }
  }

 private:
  const ParseRequest& request_;
  ParseFacts& facts_;
  const FirstErrorConsumer& errors_;
  const MacroRecorder* macros_;
  const SkippedRanges* skipped_;
};

class ExtractAction : public clang::ASTFrontendAction {
 public:
  ExtractAction(const ParseRequest& request, ParseFacts& facts, const FirstErrorConsumer& errors)
      : request_(request), facts_(facts), errors_(errors) {}

  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance& ci,
                                                        llvm::StringRef) override {
    auto skipped = std::make_unique<SkippedRanges>(ci.getSourceManager());
    const SkippedRanges* skipped_ranges = skipped.get();
    ci.getPreprocessor().addPPCallbacks(std::move(skipped));
    const MacroRecorder* recorder = nullptr;
    if (request_.full()) {
      auto callbacks = std::make_unique<MacroRecorder>(ci.getPreprocessor());
      recorder = callbacks.get();
      ci.getPreprocessor().addPPCallbacks(std::move(callbacks));
    }
    return std::make_unique<ExtractConsumer>(request_, facts_, errors_, recorder, skipped_ranges);
  }

 private:
  const ParseRequest& request_;
  ParseFacts& facts_;
  const FirstErrorConsumer& errors_;
};

std::vector<std::string> clang_command_line(const ParseRequest& request) {
  std::vector<std::string> args{"clang", "-fsyntax-only"};
  if (request.mode == Mode::C) {
    args.insert(args.end(), {"-x", "c", "-std=c11"});
  } else {
    args.insert(args.end(), {"-x", "c++", "-std=c++17"});
  }
  const bool hosted = !request.library_dirs.empty();
  args.push_back("--target=" + request.triple);
  if (!hosted) args.push_back("-ffreestanding");
  args.insert(args.end(), {"-nostdlibinc", "-resource-dir=" + clang_resource_dir(), "-w", "-ferror-limit=0",
                           "-fno-caret-diagnostics"});
  args.insert(args.end(), request.extra_args.begin(), request.extra_args.end());
  for (const std::string& dir : request.library_dirs) args.insert(args.end(), {"-idirafter", dir});
  if (request.mode == Mode::Cxx && !hosted)
    args.insert(args.end(), {"-isystem", kFreestandingDir});  // after the user's dirs
  args.push_back(request.clang_path);
  return args;
}

}  // namespace

ParseFacts parse_header(const ParseRequest& request) {
  ParseFacts facts;
  facts.target.triple = request.triple;

  std::string code = request.code;
  auto memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  if (request.full()) {
    if (!code.empty() && code.back() != '\n') code += '\n';
    code += std::string("#include \"") + kProbePath + "\"\n";
    memory->addFile(kProbePath, 0, llvm::MemoryBuffer::getMemBufferCopy(macro_probe_source(request.macro_candidates)));
  }
  memory->addFile(request.clang_path, 0, llvm::MemoryBuffer::getMemBufferCopy(code));
  if (request.mode == Mode::Cxx && request.library_dirs.empty())
    for (const FreestandingHeader& h : kFreestanding)
      memory->addFile(std::string(kFreestandingDir) + "/" + h.name, 0, llvm::MemoryBuffer::getMemBuffer(h.text));
  std::vector<RefusedFile> refused;
  auto disk = llvm::makeIntrusiveRefCnt<RegularFilesOnly>(llvm::vfs::getRealFileSystem(), refused);
  auto overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(disk);
  overlay->pushOverlay(memory);
  auto files = llvm::makeIntrusiveRefCnt<clang::FileManager>(clang::FileSystemOptions(), overlay);

  FirstErrorConsumer errors(request, refused);
  clang::tooling::ToolInvocation invocation(clang_command_line(request),
                                            std::make_unique<ExtractAction>(request, facts, errors),
                                            files.get());
  invocation.setDiagnosticConsumer(&errors);
  // run() is false whenever Clang saw an error, including the probe's expected ones.
  (void)invocation.run();
  if (errors.first()) {
    facts.error = errors.first();
    facts.compile_error = true;
  } else if (!facts.error && facts.target.pointer_size == 0) {
    facts.error = util::Diagnostic{request.display_path, 0, 0, "Clang failed to parse the header"};
  }
  return facts;
}

}  // namespace dlpackgen::extract::detail
