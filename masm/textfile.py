"""Reading a source file without surprises: regular files only, never a blocking open or read, at most a size cap.

A path may name a FIFO (an open() for reading waits for a writer), a device (`/dev/zero` never ends), a directory or a
file far larger than any source.  `read_source_text` opens with O_NONBLOCK, checks what it opened with fstat, and reads
at most `limit` bytes; anything else is an OSError with a message a user can act on.
"""
from __future__ import annotations

import os
import stat

MAX_SOURCE_BYTES = 16 << 20      # 16 MiB: far above any hand-written source (a 1 MB file is ~36,000 lines)


class SourceFileError(OSError):
    """The path exists but is not something to read as source text (or cannot be read)."""


def read_source_bytes(path: str | os.PathLike, limit: int = MAX_SOURCE_BYTES) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (ValueError, TypeError) as e:            # a NUL in the name
        raise SourceFileError(f"cannot open '{path}': {e}") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise SourceFileError(f"'{path}' is a directory")
        if not stat.S_ISREG(st.st_mode):
            raise SourceFileError(f"'{path}' is not a regular file (a device, FIFO or socket)")
        if st.st_size > limit:
            raise SourceFileError(f"'{path}' is too large ({st.st_size} bytes; the limit is {limit})")
        parts, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            parts.append(chunk)
            size += len(chunk)
        if size > limit:                              # it grew while we read it
            raise SourceFileError(f"'{path}' is too large (more than {limit} bytes)")
        return b"".join(parts)
    finally:
        os.close(fd)


def read_source_text(path: str | os.PathLike, limit: int = MAX_SOURCE_BYTES) -> str:
    """The file's text (UTF-8; undecodable bytes become U+FFFD)."""
    return read_source_bytes(path, limit).decode("utf-8", errors="replace")
