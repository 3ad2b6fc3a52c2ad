#include <doctest/doctest.h>

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <ostream>
#include <set>
#include <stdexcept>
#include <thread>

#include "support/support.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/line_stream.h"
#include "util/parallel.h"
#include "util/transaction.h"

using namespace dlpackgen;
namespace fs = std::filesystem;

TEST_CASE("sha256 matches the FIPS 180-4 test vectors") {
  CHECK(util::sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(util::sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(util::sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(util::sha256_hex(std::string(1000000, 'a')) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("diagnostics print like a compiler") {
  CHECK(util::Diagnostic{"a.h", 3, 7, "bad"}.str() == "a.h:3:7: bad");
  CHECK(util::Diagnostic{"a.h", 3, 0, "bad"}.str() == "a.h:3: bad");
  CHECK(util::Diagnostic{"a.h", 0, 0, "bad"}.str() == "a.h: bad");
  CHECK(util::Diagnostic{"", 0, 0, "bad"}.str() == "bad");
  util::Error e({{"x.yaml", 1, 2, "one"}, {"x.yaml", 4, 1, "two"}});
  CHECK(std::string(e.what()) == "x.yaml:1:2: one\nx.yaml:4:1: two");
  CHECK(e.diagnostics().size() == 2);
}

TEST_CASE("require_text rejects empty, binary and invalid UTF-8 input") {
  CHECK_NOTHROW(util::require_text("a", "int x; /* naïve µs — ok */\n", "header"));
  CHECK_THROWS_WITH(util::require_text("a", "  \n\t", "header"), "a: empty header (no content)");
  CHECK_THROWS_WITH(util::require_text("a", std::string("ab\0c", 4), "schema"),
                    "a:1:3: not a text schema: NUL byte");
  CHECK_THROWS_WITH(util::require_text("a", std::string("x\ny\r\nzz\rw\0", 11), "schema"),
                    "a:4:2: not a text schema: NUL byte");
  CHECK_THROWS_WITH(util::require_text("a", "ok \xff\xfe", "header"),
                    "a:1:4: not a text header: invalid UTF-8 (byte 0xff)");
  CHECK_THROWS_WITH(util::require_text("a", "cut \xc3", "header"),
                    "a:1:5: not a text header: invalid UTF-8 (byte 0xc3)");
  // Columns count bytes: the bad byte follows a two-byte character.
  CHECK_THROWS_WITH(util::require_text("u8.h", "int x;\n/* \xc2\xb5 caf\xe9 */\n", "header"),
                    "u8.h:2:10: not a text header: invalid UTF-8 (byte 0xe9)");
  // Whichever comes first is reported.
  CHECK_THROWS_WITH(util::require_text("a", std::string("\n\x80\0", 3), "header"),
                    "a:2:1: not a text header: invalid UTF-8 (byte 0x80)");
  // Overlong forms, surrogates and code points above U+10FFFF are not UTF-8.
  CHECK_THROWS_WITH(util::require_text("a", "/\xc0\xaf", "header"), "a:1:2: not a text header: invalid UTF-8 (byte 0xc0)");
  CHECK_THROWS_WITH(util::require_text("a", "/\xe0\x80\xaf", "header"), "a:1:2: not a text header: invalid UTF-8 (byte 0xe0)");
  CHECK_THROWS_WITH(util::require_text("a", "/\xed\xa0\x80", "header"), "a:1:2: not a text header: invalid UTF-8 (byte 0xed)");
  CHECK_THROWS_WITH(util::require_text("a", "/\xf4\x90\x80\x80", "header"), "a:1:2: not a text header: invalid UTF-8 (byte 0xf4)");
  CHECK_NOTHROW(util::require_text("a", "\xf4\x8f\xbf\xbf \xed\x9f\xbf \xe0\xa0\x80 \xf0\x90\x80\x80", "header"));
}

TEST_CASE("read_file errors name the path") {
  dlpackgen::test::TempDir dir;
  CHECK_THROWS_WITH(util::read_file(dir.path() + "/missing"),
                    doctest::Contains("missing: cannot open"));
  CHECK_THROWS_WITH(util::read_file(dir.path()), doctest::Contains("is a directory"));
}

TEST_CASE("write_file_atomic replaces whole files and leaves no temporaries") {
  dlpackgen::test::TempDir dir;
  std::string path = dir.path() + "/a/b/out.txt";
  util::write_file_atomic(path, "first\n");
  CHECK(dlpackgen::test::slurp(path) == "first\n");
  util::write_file_atomic(path, "second\n");
  CHECK(dlpackgen::test::slurp(path) == "second\n");
  int entries = 0;
  for (auto it = fs::directory_iterator(dir.path() + "/a/b"); it != fs::directory_iterator(); ++it) ++entries;
  CHECK(entries == 1);
  // A path whose parent is a file cannot be written: an error, and nothing is created.
  CHECK_THROWS_AS(util::write_file_atomic(path + "/child", "x"), util::Error);
  CHECK(dlpackgen::test::slurp(path) == "second\n");
}

TEST_CASE("FileTransaction: all the changes or none, whatever fails") {
  namespace fs = std::filesystem;
  dlpackgen::test::TempDir dir;
  const std::string root = dir.path();
  auto slurp = [](const std::string& p) { return dlpackgen::test::slurp(p); };
  auto leftovers = [&] {  // temporary and set-aside files
    std::vector<std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(root))
      if (e.path().filename().string().find(".tmp-") != std::string::npos ||
          e.path().filename().string().find(".old-") != std::string::npos)
        out.push_back(e.path().string());
    return out;
  };
  dir.write("a/one.txt", "one v1\n");
  dir.write("b/two.txt", "two v1\n");
  dir.write("c/gone.txt", "gone\n");
  // An outside file hard-linked into the tree: replacing the entry must not write through it.
  std::string outside = dir.write("outside.txt", "outside\n");
  fs::create_hard_link(outside, root + "/a/linked.txt");

  SUBCASE("commit applies writes and removals together") {
    util::FileTransaction tx;
    tx.write(root + "/a/one.txt", "one v2\n");
    tx.write(root + "/a/linked.txt", "replaced\n");
    tx.write(root + "/new/deep/three.txt", "three\n");
    util::DirLock lock(root, util::DirLock::Mode::Exclusive, false);
    util::DirsBelow below(lock.dir());
    tx.remove_below(below, "c/gone.txt", "");
    CHECK(slurp(root + "/a/one.txt") == "one v1\n");  // staged only
    tx.commit();
    CHECK(slurp(root + "/a/one.txt") == "one v2\n");
    CHECK(slurp(root + "/a/linked.txt") == "replaced\n");
    CHECK(slurp(outside) == "outside\n");
    CHECK(slurp(root + "/new/deep/three.txt") == "three\n");
    CHECK_FALSE(fs::exists(root + "/c"));  // emptied by the removal
    CHECK(leftovers().empty());
  }
  SUBCASE("a rename failing halfway through the commit undoes the renames before it") {
    static int calls;
    calls = 0;
    util::FileTransaction::rename_at = [](int from_dir, const char* from, int to_dir, const char* to) {
      if (++calls == 4) {
        errno = EIO;
        return -1;
      }
      return ::renameat(from_dir, from, to_dir, to);
    };
    {
      util::FileTransaction tx;
      tx.write(root + "/a/one.txt", "one v2\n");   // renames 1 (aside) and 2 (into place)
      tx.write(root + "/b/two.txt", "two v2\n");   // 3 (aside), 4 fails
      tx.write(root + "/new/three.txt", "three\n");
      std::string message;
      try {
        tx.commit();
      } catch (const util::Error& e) {
        message = e.what();
      }
      CHECK(message.find("two.txt: cannot replace file: Input/output error") != std::string::npos);
    }
    util::FileTransaction::rename_at = &::renameat;
    CHECK(slurp(root + "/a/one.txt") == "one v1\n");
    CHECK(slurp(root + "/b/two.txt") == "two v1\n");
    CHECK_FALSE(fs::exists(root + "/new"));
    CHECK(leftovers().empty());
  }
  SUBCASE("staging that fails (a directory where a file's parent must be) changes nothing") {
    dir.write("blocker", "a file, not a directory\n");
    util::FileTransaction tx;
    tx.write(root + "/a/one.txt", "one v2\n");
    tx.write(root + "/made/new.txt", "new\n");
    CHECK_THROWS_AS(tx.write(root + "/blocker/x.txt", "x\n"), util::Error);
    CHECK(slurp(root + "/a/one.txt") == "one v1\n");
    CHECK_FALSE(fs::exists(root + "/made"));
    CHECK(leftovers().empty());
  }
  SUBCASE("a transaction dropped without commit leaves nothing") {
    {
      util::FileTransaction tx;
      tx.write(root + "/a/one.txt", "one v2\n");
      tx.write(root + "/fresh/x.txt", "x\n");
    }
    CHECK(slurp(root + "/a/one.txt") == "one v1\n");
    CHECK_FALSE(fs::exists(root + "/fresh"));
    CHECK(leftovers().empty());
  }
}

namespace {
// What a non-blocking read of the pipe finds now ("" when nothing is there).
std::string drain(int fd) {
  std::string got;
  char buf[256];
  for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;) got.append(buf, static_cast<std::size_t>(n));
  return got;
}
}  // namespace

TEST_CASE("LineBuffer writes whole lines only, even through an unbuffered stream") {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  REQUIRE(::fcntl(fds[0], F_SETFL, O_NONBLOCK) == 0);
  {
    util::LineBuffer buffer(fds[1]);
    std::ostream os(&buffer);
    os << std::unitbuf;  // flush after every insertion, as std::cerr does
    os << "dlpackgen: " << "waiting for " << 42;
    CHECK_MESSAGE(drain(fds[0]).empty(), "a partial line reached the descriptor");
    os << "\nsecond " << "line\nthird";
    CHECK(drain(fds[0]) == "dlpackgen: waiting for 42\nsecond line\n");
    os << " and its end";
    CHECK(drain(fds[0]).empty());
  }  // the buffer's end writes the unfinished line
  CHECK(drain(fds[0]) == "third and its end");
  ::close(fds[0]);
  ::close(fds[1]);
}

TEST_CASE("is_leftover_name: exactly the names create_beside gives") {
  for (const char* kind : {"tmp", "old"}) {
    dlpackgen::test::TempDir dir;
    const std::string made = util::create_beside(dir.path() + "/abi_asserts.h", kind);
    REQUIRE(!made.empty());
    CHECK(util::is_leftover_name(std::filesystem::path(made).filename().string()));
  }
  CHECK(util::is_leftover_name(".x.tmp-a1B2c3"));
  CHECK(util::is_leftover_name(".lib.rs.old-ZZZZZZ"));
  CHECK_FALSE(util::is_leftover_name("x.tmp-a1B2c3"));     // no leading dot
  CHECK_FALSE(util::is_leftover_name("..tmp-a1B2c3"));     // no name
  CHECK_FALSE(util::is_leftover_name(".x.tmp-a1B2c"));     // five characters
  CHECK_FALSE(util::is_leftover_name(".x.tmp-a1B2c34"));   // seven
  CHECK_FALSE(util::is_leftover_name(".x.new-a1B2c3"));    // another kind
  CHECK_FALSE(util::is_leftover_name(".x.tmp-a1B2_3"));    // not a letter or digit
  CHECK_FALSE(util::is_leftover_name(".gitignore"));
}

// ---- util/parallel.h: the languages of a run render at once, and what a
// ---- serial run takes and throws is what this takes and throws.

namespace {

struct Made {
  size_t index;
  std::thread::id thread;
};

// make(i) that waits (up to ten seconds: a hang is a failure, not a timing) until
// `together` makes run at once, so a test sees the threads overlap.
struct Rendezvous {
  std::mutex m;
  std::condition_variable cv;
  size_t waiting = 0;
  bool met = false;
  void arrive(size_t together) {
    std::unique_lock<std::mutex> lock(m);
    if (++waiting >= together) met = true;
    cv.notify_all();
    cv.wait_for(lock, std::chrono::seconds(10), [&] { return met; });
  }
};

}  // namespace

TEST_CASE("ordered_parallel takes every result in order, made on several threads") {
  for (unsigned jobs : {1u, 2u, 4u, 0u}) {
    CAPTURE(jobs);
    Rendezvous meet;
    std::vector<Made> taken;
    util::ordered_parallel<Made>(
        9, jobs,
        [&](size_t i) {
          if (jobs != 1 && i < 2) meet.arrive(2);  // the first two overlap
          // Later items finish first: they are still taken in order.
          if (i < 3) std::this_thread::sleep_for(std::chrono::milliseconds(20));
          return Made{i, std::this_thread::get_id()};
        },
        [&](size_t i, Made&& m) {
          CHECK(m.index == i);
          taken.push_back(m);
        });
    REQUIRE(taken.size() == 9);
    for (size_t i = 0; i < taken.size(); ++i) CHECK(taken[i].index == i);
    std::set<std::thread::id> threads;
    for (const auto& m : taken) threads.insert(m.thread);
    if (jobs == 1) {
      CHECK(threads == std::set<std::thread::id>{std::this_thread::get_id()});
    } else if (std::thread::hardware_concurrency() > 1 || jobs > 1) {
      CHECK(meet.met);
      CHECK(threads.size() >= 2);
      CHECK(threads.count(std::this_thread::get_id()) == 0);
    }
  }
}

TEST_CASE("ordered_parallel rethrows the first failure in order, after taking what came before it") {
  for (unsigned jobs : {1u, 3u}) {
    CAPTURE(jobs);
    std::vector<size_t> taken;
    std::atomic<int> running{0};
    auto make = [&](size_t i) -> size_t {
      ++running;
      // Item 4 fails at once; item 2 fails later: 2's error is the one a serial run reports.
      if (i == 2) std::this_thread::sleep_for(std::chrono::milliseconds(30));
      --running;
      if (i == 2 || i == 4) throw std::runtime_error("item " + std::to_string(i));
      return i * 10;
    };
    try {
      util::ordered_parallel<size_t>(8, jobs, make, [&](size_t, size_t&& v) { taken.push_back(v); });
      FAIL("no exception");
    } catch (const std::runtime_error& e) {
      CHECK(std::string(e.what()) == "item 2");
    }
    CHECK(taken == std::vector<size_t>{0, 10});
    CHECK(running == 0);  // every make() returned before the error left
  }
  // A failing take() stops the run the same way.
  std::vector<size_t> taken;
  CHECK_THROWS_WITH(util::ordered_parallel<size_t>(
                        6, 2, [](size_t i) { return i; },
                        [&](size_t i, size_t&&) {
                          if (i == 3) throw util::Error("take 3");
                          taken.push_back(i);
                        }),
                    "take 3");
  CHECK(taken == std::vector<size_t>{0, 1, 2});
}

TEST_CASE("resolve_jobs: 0 is one per core") {
  CHECK(util::resolve_jobs(3) == 3);
  CHECK(util::resolve_jobs(0) == std::max(1u, std::thread::hardware_concurrency()));
}
