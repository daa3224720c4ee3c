"""LSP base-protocol framing on a byte stream that survives whatever arrives.

`MessageReader.next()` returns the next message body, or None at the end of the input.  Nothing a client writes ends
the server or makes it hold more than `MAX_MESSAGE` bytes (plus one header line): a missing, negative, non-numeric or
absurd `Content-Length`, an over-long header line, a body larger than the cap, a body cut short by the next message.
Each problem is reported through `warn` and skipped; reading then goes on at the next `Content-Length:` header
(`resync`).  A raw CR/LF cannot appear inside a JSON string, so the header is a reliable place to start again.
"""
from __future__ import annotations

import re
from typing import BinaryIO, Callable

from ..regex_cache import regex

MAX_MESSAGE = 24 << 20          # bytes of one message body: room for a document of 16 MiB (the largest the server
                                # checks), small enough that no JSON of that size takes 1 GiB once read
MAX_HEADER_LINE = 4096          # bytes of one header line
_MAX_HEADERS = 32               # lines in one header block
_READ = 1 << 16
_KEEP = 64                      # bytes kept at the end of skipped input: the start of a header cut by a read
_HEADER = regex(rb"content-length[ \t]*:", re.IGNORECASE)
_LENGTH = regex(rb"[ \t]*content-length[ \t]*:[ \t]*(\d{1,19})[ \t]*\r?\n", re.IGNORECASE)
_NAME = b"content-length:"
_NEXT_HEADER = regex(rb"content-length[ \t]*:[ \t]*\d+[ \t]*\r?\n", re.IGNORECASE)
_FIELD = regex(rb"[ \t]*[A-Za-z0-9-]+[ \t]*:[^\r\n]*\r?\n")


class MessageReader:
    def __init__(self, stream: BinaryIO, warn: Callable[[str], None]):
        self.stream = stream
        self.warn = warn
        self.buffer = bytearray()
        self.eof = False

    # -- bytes
    def _fill(self) -> bool:
        """Read more input into the buffer; False at the end of the input."""
        if self.eof:
            return False
        read = getattr(self.stream, "read1", None) or self.stream.read
        chunk = read(_READ)
        if not chunk:
            self.eof = True
            return False
        self.buffer += chunk
        return True

    def _line(self) -> bytes | None:
        """The next line (with its newline), at most MAX_HEADER_LINE bytes; a longer line is returned cut at that
        length, without a newline.  None at the end of the input."""
        while True:
            end = self.buffer.find(b"\n", 0, MAX_HEADER_LINE)
            if end >= 0:
                line = bytes(self.buffer[:end + 1])
                del self.buffer[:end + 1]
                return line
            if len(self.buffer) >= MAX_HEADER_LINE:
                line = bytes(self.buffer[:MAX_HEADER_LINE])
                del self.buffer[:MAX_HEADER_LINE]
                return line
            if not self._fill():
                if not self.buffer:
                    return None
                line = bytes(self.buffer)
                self.buffer.clear()
                return line

    def _body(self, n: int) -> bytes | None:
        """The next `n` bytes; b"" when the next message's header arrives first (a body cut short: the header, with
        its raw newline, cannot be part of a JSON body); None at the end of the input."""
        searched = 0
        while len(self.buffer) < n:
            m = _NEXT_HEADER.search(self.buffer, max(0, searched - _KEEP))
            if m:
                self.warn(f"message body of {m.start()} bytes is shorter than its Content-Length ({n}): skipped")
                del self.buffer[:m.start()]
                return b""
            searched = len(self.buffer)
            if not self._fill():
                return None
        body = bytes(self.buffer[:n])
        del self.buffer[:n]
        return body

    # -- messages
    def next(self) -> bytes | None:
        while True:
            length = self._headers()
            if length is None:
                return None
            if length < 0:
                continue
            if length > MAX_MESSAGE:
                self.warn(f"message of {length} bytes is larger than the limit of {MAX_MESSAGE}: skipped")
                if not self._skip(length):
                    return None
                continue
            body = self._body(length)
            if body is None:
                self.warn(f"input ended inside a message body ({len(self.buffer)} of {length} bytes)")
                return None
            if body or not length:
                return body

    def _headers(self) -> int | None:
        """The Content-Length of the next header block (-1: the block was unusable and skipped; None: end)."""
        length = None
        count = 0
        while count <= _MAX_HEADERS:
            line = self._line()
            if line is None:
                return None
            if line.strip() == b"" and line.endswith(b"\n"):
                if count == 0:
                    continue                  # blank lines between messages
                if length is None:
                    self.warn("message without a valid Content-Length header: skipped")
                    return -1 if self.resync() else None
                return length
            count += 1
            m = _LENGTH.fullmatch(line)
            if m:
                length = int(m.group(1))
                continue
            if _FIELD.fullmatch(line) and not _HEADER.search(line):
                continue                      # Content-Type and friends
            what = "invalid Content-Length" if _HEADER.match(line.lstrip()) else "not a header"
            self.warn(f"{what}: {_shown(line)}: skipped up to the next header")
            self.unread(line)                 # a header may begin inside it (a message sent without one)
            return -1 if self.resync(1) else None
        self.warn(f"more than {_MAX_HEADERS} header lines: skipped up to the next header")
        return -1 if self.resync() else None

    def resync(self, start: int = 0) -> bool:
        """Drop input up to the next `Content-Length:` at or after buffer offset `start` (which stays).  False at the
        end of the input."""
        while True:
            m = _HEADER.search(self.buffer, start)
            if m:
                del self.buffer[:m.start()]
                return True
            del self.buffer[:max(0, len(self.buffer) - _KEEP)]    # keep what may begin a header
            start = 0
            if not self._fill():
                self.buffer.clear()
                return False

    def _skip(self, length: int) -> bool:
        """Drop a body of `length` bytes, or less: up to a header found inside it (the length was a lie).  False at
        the end of the input."""
        left = length
        while True:
            window = min(len(self.buffer), left)
            m = _HEADER.search(self.buffer, 0, window)
            if m:
                del self.buffer[:m.start()]
                return True
            if window == left:
                del self.buffer[:window]
                return True
            drop = max(0, window - _KEEP)         # all of the buffer is body: keep what may begin a header
            del self.buffer[:drop]
            left -= drop
            if not self._fill():
                self.buffer.clear()
                return False

    def unread(self, data: bytes) -> None:
        """Put `data` back in front of the input (the rest of a body that turned out to hold the next message)."""
        self.buffer[:0] = data

    def recover(self, body: bytes) -> None:
        """After `body` could not be read as JSON: if a header appears inside it (the Content-Length counted more than
        the message it framed), go on reading from that header."""
        m = _HEADER.search(body, 1)
        if m:
            self.unread(body[m.start():])
            return
        tail = body[-len(_NAME):].lower()            # a header cut by the end of the body
        for k in range(len(tail), 0, -1):
            if _NAME.startswith(tail[-k:]):
                self.unread(body[-k:])
                return


def _shown(line: bytes) -> str:
    text = line[:80].decode("utf-8", errors="replace").rstrip("\r\n")
    return repr(text) + ("…" if len(line) > 80 else "")
