// Whole lines to a file descriptor, each with one write(2).
//
// std::cerr is unbuffered: `std::cerr << "a" << b << "\n"` is three writes, so
// the lines of several dlpackgen processes that share one stderr (a parallel
// build, concurrent generations into one directory) interleave mid-line. A
// LineBuffer keeps what it is given until a line is complete and writes all the
// complete lines it holds at once; a write of at most PIPE_BUF bytes to a pipe,
// or any write to a file opened with O_APPEND, then lands whole.
#pragma once

#include <streambuf>
#include <string>

namespace dlpackgen::util {

class LineBuffer : public std::streambuf {
 public:
  explicit LineBuffer(int fd) : fd_(fd) {}
  ~LineBuffer() override;  // writes a last unfinished line
  LineBuffer(const LineBuffer&) = delete;
  LineBuffer& operator=(const LineBuffer&) = delete;

 protected:
  int_type overflow(int_type ch) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;
  int sync() override;  // writes the complete lines; an unfinished line stays

 private:
  void write_upto(std::size_t end);
  int fd_;
  std::string pending_;
};

/// Installs a LineBuffer on std::cerr (file descriptor 2) for the life of the
/// returned guard, which puts the previous buffer back and writes what is left.
class StderrLines {
 public:
  StderrLines();
  ~StderrLines();
  StderrLines(const StderrLines&) = delete;
  StderrLines& operator=(const StderrLines&) = delete;

 private:
  LineBuffer buffer_;
  std::streambuf* previous_;
};

}  // namespace dlpackgen::util
