#include "util/line_stream.h"

#include <cerrno>
#include <iostream>

#include <unistd.h>

namespace dlpackgen::util {

LineBuffer::~LineBuffer() { write_upto(pending_.size()); }

void LineBuffer::write_upto(std::size_t end) {
  std::size_t done = 0;
  while (done < end) {
    ssize_t n = ::write(fd_, pending_.data() + done, end - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;  // nowhere to report a failing stderr: drop the text
    done += static_cast<std::size_t>(n);
  }
  pending_.erase(0, end);
}

LineBuffer::int_type LineBuffer::overflow(int_type ch) {
  if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
  char c = traits_type::to_char_type(ch);
  xsputn(&c, 1);
  return ch;
}

std::streamsize LineBuffer::xsputn(const char* s, std::streamsize n) {
  pending_.append(s, static_cast<std::size_t>(n));
  return n;
}

int LineBuffer::sync() {
  std::size_t last = pending_.rfind('\n');
  if (last != std::string::npos) write_upto(last + 1);
  return 0;
}

StderrLines::StderrLines() : buffer_(STDERR_FILENO), previous_(std::cerr.rdbuf(&buffer_)) {}

StderrLines::~StderrLines() {
  std::cerr.flush();
  std::cerr.rdbuf(previous_);
}

}  // namespace dlpackgen::util
