// unified_diff(): Myers' O(ND) line diff with `diff -u` style hunks.
#include <algorithm>
#include <sstream>

#include "render/output.h"

namespace dlpackgen::render {

namespace {

// Lines keep their '\n' so that a last line without one differs from the same
// text with one, as in diff(1).
std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) {
      lines.push_back(text.substr(start));
      break;
    }
    lines.push_back(text.substr(start, nl - start + 1));
    start = nl + 1;
  }
  return lines;
}

enum class Op { Equal, Delete, Insert };
struct Edit {
  Op op;
  size_t a;  // line index in `from` (Equal, Delete)
  size_t b;  // line index in `to` (Equal, Insert)
};

// Beyond this many differences the middle part is reported as one block
// replaced by another: the trace would cost O(D^2) memory.
constexpr long kMaxD = 4000;

// Myers' greedy algorithm on a[lo_a, hi_a) x b[lo_b, hi_b), appending edits.
void myers(const std::vector<std::string>& a, const std::vector<std::string>& b, size_t lo_a, size_t hi_a,
           size_t lo_b, size_t hi_b, std::vector<Edit>& out) {
  const long n = static_cast<long>(hi_a - lo_a), m = static_cast<long>(hi_b - lo_b);
  const long max = n + m;
  auto A = [&](long i) -> const std::string& { return a[lo_a + static_cast<size_t>(i)]; };
  auto B = [&](long j) -> const std::string& { return b[lo_b + static_cast<size_t>(j)]; };
  std::vector<long> v(static_cast<size_t>(2 * max + 3), 0);
  const long off = max + 1;
  std::vector<std::vector<long>> trace;  // trace[d][k + d] = v[k] before step d
  long found_d = -1;
  for (long d = 0; d <= max && d <= kMaxD; ++d) {
    std::vector<long> snap(static_cast<size_t>(2 * d + 1));
    for (long k = -d; k <= d; ++k) snap[static_cast<size_t>(k + d)] = v[static_cast<size_t>(k + off)];
    trace.push_back(std::move(snap));
    for (long k = -d; k <= d; k += 2) {
      long x;
      if (k == -d || (k != d && v[static_cast<size_t>(k - 1 + off)] < v[static_cast<size_t>(k + 1 + off)]))
        x = v[static_cast<size_t>(k + 1 + off)];
      else
        x = v[static_cast<size_t>(k - 1 + off)] + 1;
      long y = x - k;
      while (x < n && y < m && A(x) == B(y)) ++x, ++y;
      v[static_cast<size_t>(k + off)] = x;
      if (x >= n && y >= m) {
        found_d = d;
        break;
      }
    }
    if (found_d >= 0) break;
  }
  if (found_d < 0) {  // too different: delete all, insert all
    for (long i = 0; i < n; ++i) out.push_back({Op::Delete, lo_a + static_cast<size_t>(i), 0});
    for (long j = 0; j < m; ++j) out.push_back({Op::Insert, 0, lo_b + static_cast<size_t>(j)});
    return;
  }
  // Backtrack from (n, m).
  std::vector<Edit> rev;
  long x = n, y = m;
  for (long d = found_d; d > 0; --d) {
    const auto& snap = trace[static_cast<size_t>(d)];
    auto V = [&](long k) { return snap[static_cast<size_t>(k + d)]; };
    long k = x - y;
    long prev_k = (k == -d || (k != d && V(k - 1) < V(k + 1))) ? k + 1 : k - 1;
    long prev_x = V(prev_k), prev_y = prev_x - prev_k;
    while (x > prev_x && y > prev_y) {
      --x, --y;
      rev.push_back({Op::Equal, lo_a + static_cast<size_t>(x), lo_b + static_cast<size_t>(y)});
    }
    if (x == prev_x) {
      rev.push_back({Op::Insert, 0, lo_b + static_cast<size_t>(prev_y)});
    } else {
      rev.push_back({Op::Delete, lo_a + static_cast<size_t>(prev_x), 0});
    }
    x = prev_x, y = prev_y;
  }
  while (x > 0 && y > 0) {
    --x, --y;
    rev.push_back({Op::Equal, lo_a + static_cast<size_t>(x), lo_b + static_cast<size_t>(y)});
  }
  out.insert(out.end(), rev.rbegin(), rev.rend());
}

void put_line(std::ostringstream& os, char mark, const std::string& line) {
  os << mark << line;
  if (line.empty() || line.back() != '\n') os << "\n\\ No newline at end of file\n";
}

std::string range(size_t start, size_t count) {
  // diff -u: "l,s", with "l" alone when s == 1, and l = the line before when s == 0.
  size_t first = count == 0 ? start : start + 1;
  if (count == 1) return std::to_string(first);
  return std::to_string(first) + "," + std::to_string(count);
}

}  // namespace

std::string unified_diff(const std::string& from, const std::string& to, const std::string& from_name,
                         const std::string& to_name, int context) {
  if (from == to) return "";
  if (context < 0) context = 0;
  const auto a = split_lines(from), b = split_lines(to);
  size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre] == b[pre]) ++pre;
  size_t suf = 0;
  while (suf < a.size() - pre && suf < b.size() - pre && a[a.size() - 1 - suf] == b[b.size() - 1 - suf]) ++suf;

  std::vector<Edit> edits;
  for (size_t i = 0; i < pre; ++i) edits.push_back({Op::Equal, i, i});
  myers(a, b, pre, a.size() - suf, pre, b.size() - suf, edits);
  for (size_t i = 0; i < suf; ++i)
    edits.push_back({Op::Equal, a.size() - suf + i, b.size() - suf + i});

  std::ostringstream os;
  os << "--- " << from_name << "\n+++ " << to_name << "\n";
  const size_t ctx = static_cast<size_t>(context);
  size_t i = 0;
  while (i < edits.size()) {
    // Find the next change.
    while (i < edits.size() && edits[i].op == Op::Equal) ++i;
    if (i == edits.size()) break;
    size_t start = i >= ctx ? i - ctx : 0;
    // Extend while changes are separated by at most 2 * context equal lines.
    size_t end = i;
    while (true) {
      while (end < edits.size() && edits[end].op != Op::Equal) ++end;
      size_t run = end;
      while (run < edits.size() && edits[run].op == Op::Equal) ++run;
      if (run < edits.size() && run - end <= 2 * ctx) {
        end = run;
        continue;
      }
      end = std::min(edits.size(), end + ctx);
      break;
    }
    // Hunk header: where it starts in each file and how many lines it spans.
    size_t a_start = 0, b_start = 0, a_count = 0, b_count = 0;
    {
      // Lines of `from`/`to` before the hunk = Equal/Delete (resp. Equal/Insert) edits before `start`.
      for (size_t j = 0; j < start; ++j) {
        if (edits[j].op != Op::Insert) ++a_start;
        if (edits[j].op != Op::Delete) ++b_start;
      }
      for (size_t j = start; j < end; ++j) {
        if (edits[j].op != Op::Insert) ++a_count;
        if (edits[j].op != Op::Delete) ++b_count;
      }
    }
    os << "@@ -" << range(a_start, a_count) << " +" << range(b_start, b_count) << " @@\n";
    for (size_t j = start; j < end; ++j) {
      const Edit& e = edits[j];
      if (e.op == Op::Equal) put_line(os, ' ', a[e.a]);
      else if (e.op == Op::Delete) put_line(os, '-', a[e.a]);
      else put_line(os, '+', b[e.b]);
    }
    i = end;
  }
  return os.str();
}

}  // namespace dlpackgen::render
