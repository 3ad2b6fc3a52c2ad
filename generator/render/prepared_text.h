// Template text prepared for kainjow (the mustache spec's standalone lines),
// and the sink rendered text goes to. Internal to render/.
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace dlpackgen::render::detail {

/// The mark prepare() puts at the start of every line that is not standalone,
/// removed from the output by Sink.
inline constexpr char kLineMark = '\x01';

/// Whether `line` (without its newline) holds only section, inverted, end,
/// comment or partial tags and whitespace: a standalone line of the mustache spec.
bool is_standalone(const std::string& line);

/// `text` with its standalone lines reduced to their tags (no indentation, no
/// newline) and every other line marked with kLineMark, so that kainjow, which
/// drops a standalone line only when its section rendered, never drops one on
/// its own. Custom delimiters ({{=<% %>=}}) end the standalone handling.
std::string prepare(const std::string& text);

/// Where rendered text goes, without the line marks: chunks of 1 MiB, joined
/// once at the end into a string of the exact size. A file may be tens of MB: a
/// string grown by doubling would hold up to twice that, and leave the freed
/// smaller buffers behind as holes in the heap.
struct Sink {
  static constexpr size_t kChunk = size_t(1) << 20;
  std::vector<std::string> chunks;

  Sink& operator<<(const std::string& s);
  void append(const char* p, size_t n);
  std::string take();
};

/// The first byte of a held text's tag name (`{{&\x02<n>}}`, hold_static_text).
inline constexpr char kHeldMark = '\x02';

/// `prepared` (prepare()d text, partials written in) with each run of whole
/// lines that holds no tag, from the mark that starts a line to the mark that
/// starts the line after it, given to `hold` and replaced by the tag
/// `{{&\x02<n>}}`, n being what `hold` returns: the text that tag is to render.
/// kainjow's parser costs a few hundred instructions per byte and makes a text
/// component of every space, so static text is the most of a template's
/// parsing and of its rendering; held out, it is one lookup. The output is the
/// same: kainjow drops a line only when it holds nothing but spaces and tabs
/// (and a section tag), and every line such a run touches holds a line mark.
/// Runs under `min_bytes` stay; text that sets delimiters is returned as it is.
std::string hold_static_text(const std::string& prepared, size_t min_bytes,
                             const std::function<size_t(std::string&&)>& hold);

/// A partial tag of prepared text: {{>name}} (spaces allowed inside), where it
/// starts and ends, and the name.
struct PartialTag {
  size_t begin, end;
  std::string name;
};
std::vector<PartialTag> partial_tags(const std::string& text);

// Partials written into the text that uses them, once, instead of parsed again
// at every use (kainjow parses a partial each time it renders one: per item of
// the section around it). Same output: a partial renders in place, with the
// context of its tag, and prepare()d text has no standalone line left to
// differ. Kept as tags: partials that reach themselves (recursive type trees),
// unknown ones (the error at render time is unchanged), and any text that
// changes delimiters.
class PartialInliner {
 public:
  /// `prepared`: partial name -> its prepare()d text.
  explicit PartialInliner(const std::map<std::string, std::string>& prepared) : prepared_(prepared) {}

  /// `text` (prepared) with every inlinable partial tag replaced by its text.
  std::string expand(const std::string& text);

 private:
  const std::map<std::string, std::string>& prepared_;
  std::map<std::string, std::string> done_;  // name -> expanded text
  std::set<std::string> kept_;               // recursive, delimiter-changing or unknown
  std::vector<std::string> open_;            // being expanded (a cycle when met again)

  const std::string* inlined(const std::string& name);
};

}  // namespace dlpackgen::render::detail
