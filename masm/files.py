"""Writing output files so that nothing is ever lost: `write_atomically` is used by every command that writes a file
(`masm build` outputs, `masm run` arrays).

The data goes to a temporary file in the same folder, `.NAME.PID.RANDOM.tmp`, which is then renamed over NAME: a
reader sees the old file or the new one, never a half-written one, and a failed or killed write leaves the old file
as it was.  A process killed between the two steps leaves its temporary file behind; the next write of the same NAME
removes such leftovers (ours by their name, and only those whose process is gone).
"""
from __future__ import annotations

import os
import stat
from typing import Callable, Union

from .regex_cache import regex

Writer = Callable[[object], None]   # writes the content to an open binary file


def _mode_for(path: str) -> int:
    """Keep an existing file's permissions; a new file gets the usual 0666 minus the umask (the temporary file is
    made 0600)."""
    try:
        return os.stat(path).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _temp_prefix(path: str) -> str:
    return "." + os.path.basename(path) + "."


_TEMPORARY_REST = regex(r"(\d+)\.[A-Za-z0-9_]+\.tmp\Z")     # what follows the prefix: PID.RANDOM.tmp


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:        # exists but is not ours (EPERM), or anything unexpected: leave its file alone
        return True
    return True


def remove_stale_temporaries(path: str) -> list[str]:
    """Delete `.NAME.PID.RANDOM.tmp` files next to `path` left by writes of `path` whose process no longer runs;
    returns what was removed.  Files of other names, and of running processes, are never touched."""
    folder = os.path.dirname(path) or "."
    prefix = _temp_prefix(path)
    removed = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        m = _TEMPORARY_REST.match(name, len(prefix)) if name.startswith(prefix) else None
        if m is None or int(m.group(1)) == os.getpid() or _process_alive(int(m.group(1))):
            continue
        full = os.path.join(folder, name)
        try:
            if stat.S_ISREG(os.lstat(full).st_mode):
                os.unlink(full)
                removed.append(full)
        except OSError:
            pass
    return removed


def _new_temporary(folder: str, prefix: str) -> tuple[int, str]:
    """A new file `folder/PREFIX RANDOM.tmp` created for writing by this process alone (0600, refused if the name
    exists): what `tempfile.mkstemp` does, without importing tempfile (with shutil, lzma, bz2 and random it costs
    ~5 ms of every `masm build`)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        name = os.path.join(folder, f"{prefix}{os.urandom(6).hex()}.tmp")
        try:
            return os.open(name, flags, 0o600), name
        except FileExistsError:
            continue
    raise FileExistsError(17, "no free temporary file name", os.path.join(folder, prefix + "*.tmp"))


def write_atomically(path: str, data: Union[bytes, Writer]) -> None:
    """Write `data` (bytes, or a function that writes to an open binary file) to a temporary file next to `path`,
    then rename it over `path` (readers never see a half file; a failure leaves the old file untouched).

    A symlink is followed (its target is replaced, the link stays); a path that exists but is not a regular file
    (`/dev/null`, a FIFO, a terminal) is written to directly, since renaming over it would destroy it."""
    path = os.path.realpath(path)
    try:
        st = os.stat(path)
    except OSError:
        st = None
    write = data if callable(data) else (lambda f: f.write(data))
    if st is not None and not stat.S_ISREG(st.st_mode):
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(21, "Is a directory", path)
        with open(path, "wb") as f:
            write(f)
        return
    folder = os.path.dirname(path)
    remove_stale_temporaries(path)
    fd, tmp = _new_temporary(folder, f"{_temp_prefix(path)}{os.getpid()}.")
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
