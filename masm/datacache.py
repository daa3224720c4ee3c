"""A disk cache for what masm derives from its own files at start-up (the ISA tables' records, the operand limits)
and for the code of the encoder's templates: made once the slow way, kept in marshal form, loaded in a fraction of
the time afterwards (as Python keeps the bytecode of modules in __pycache__).

`cached(name, sources, make)` returns `make()`, a value of str, int, float, bool, None, bytes, tuple, list, dict, set
and frozenset only, kept under a name made of `name` and a hash of the bytes of every file in `sources`: any change
to a source file makes a new entry, so a kept value is always the one `make()` gives for those files.  A source's
digest is itself remembered by the file's identity (inode, size, modification and change times), so an unchanged
table is not read and hashed at every start.
`load(name, key)` / `store(name, key, value)` keep a value under `name` and the text `key` (also code objects: each
template's code by its source text, masm/isa/templates.py, one small entry per text, so a start reads only the
entries it needs however many earlier runs made).  Every entry's name also holds masm's cache format and the exact Python
version (marshal's form of code differs between versions).

Entries live in the user's cache folder (`$XDG_CACHE_HOME/masm` or `~/.cache/masm`), each with a digest of its
content: a missing, unreadable or damaged entry reads as none (made again); an entry that cannot be written (a
read-only home, no home) only costs the slow way next time.  Entries are written to a temporary file and renamed,
so a reader never sees a half-written one.  A folder of more than 20,000 entries loses its least recently written
ones at a process's first write.  `MASM_NO_CACHE=1` turns the cache off (nothing read or written).
"""
from __future__ import annotations

import marshal
import os
import sys
import time
from typing import Callable, Sequence

try:
    from _blake2 import blake2b     # (hashlib itself loads OpenSSL's bindings first: 4 ms of every start)
except ImportError:  # pragma: no cover - an interpreter built without it
    from hashlib import blake2b

FORMAT = 1          # raised when the meaning of a kept value changes without its source files changing
KEEP_TEMPLATES = [False]    # keep the encoder's templates between processes (masm/isa/kept_templates.py; the CLI)
_DIGEST = 16


_FOLDERS: dict = {}     # (MASM_NO_CACHE, XDG_CACHE_HOME, HOME) as set -> the folder they give


def cache_folder() -> str | None:
    """The folder the entries go to, or None when there is none (no absolute home, or MASM_NO_CACHE is set).  (Worked
    out once per setting of the three variables it depends on: a cold build asks for it hundreds of times.)"""
    env = os.environ
    settings = (env.get("MASM_NO_CACHE"), env.get("XDG_CACHE_HOME"), env.get("HOME"))
    folder = _FOLDERS.get(settings, _FOLDERS)
    if folder is _FOLDERS:
        folder = _FOLDERS[settings] = _folder(settings[0], settings[1])
    return folder


def _folder(no_cache: str | None, xdg_cache_home: str | None) -> str | None:
    if no_cache:
        return None
    base = xdg_cache_home or os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):
        return None
    return os.path.join(base, "masm")


def _digest(payload: bytes) -> bytes:
    return blake2b(payload, digest_size=_DIGEST).digest()


_VERSIONS = f"{FORMAT}\0{sys.version}\0{marshal.version}"     # (in every entry's name)


def _path(folder: str, name: str, sources: Sequence[str] = (), key: str = "") -> str:
    h = blake2b(digest_size=20)
    h.update(f"{name}\0{_VERSIONS}\0{key}\0".encode())
    for path in sources:
        h.update(_source_digest(folder, path))
    return os.path.join(folder, f"{name}-{h.hexdigest()}.marshal")


SETTLED_NS = 3_000_000_000  # a file changed this recently may change again within one tick of its file times
# digests remembered (a few dozen per copy of masm's sources: each checkout, venv or reinstall adds its own); beyond
# this many, those of files that no longer exist go, then the oldest, down to half (the whole record is read at
# every start: on a development machine it had grown to 240 KB, 3.5 ms of each command)
SOURCE_DIGESTS_LIMIT = 2_000
_source_digests: dict | None = None     # path -> (the file's identity when it was read, the digest of its bytes)


def _source_digest(folder: str, path: str) -> bytes:
    """The digest of a source file's bytes (with their length).  It is remembered in the folder by the file's
    identity (device, inode, size, modification and change times; an ISA table is 0.6 MB, 1.7 ms to read and hash at
    every start): any write changes the change time, so a remembered digest is always of the present bytes.  A file
    changed less than SETTLED_NS before it was read is read again next time (its times may not have moved yet)."""
    global _source_digests
    st = os.stat(path)
    identity = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    where = os.path.abspath(path)
    if _source_digests is None:
        kept = _read(_path(folder, "source-digests"))
        _source_digests = kept if isinstance(kept, dict) else {}
    known = _source_digests.get(where)
    if known is not None and known[0] == identity:
        return known[1]
    with open(path, "rb") as f:
        data = f.read()
    h = blake2b(digest_size=20)
    h.update(len(data).to_bytes(8, "little"))
    h.update(data)
    digest = h.digest()
    if time.time_ns() - max(st.st_mtime_ns, st.st_ctime_ns) >= SETTLED_NS:
        _source_digests[where] = (identity, digest)
        if len(_source_digests) > SOURCE_DIGESTS_LIMIT:
            _source_digests = _pruned(_source_digests)
        _write(_path(folder, "source-digests"), _source_digests)
    return digest


def _pruned(digests: dict) -> dict:
    """`digests` without the files that no longer exist, then without the oldest, down to half the limit."""
    kept = {path: known for path, known in digests.items() if os.path.exists(path)}
    half = SOURCE_DIGESTS_LIMIT // 2
    return dict(list(kept.items())[-half:]) if len(kept) > half else kept


def _read(path: str):
    try:
        with open(path, "rb") as f:
            data = f.read()
        if data[:_DIGEST] == _digest(data[_DIGEST:]):
            return marshal.loads(data[_DIGEST:])
    except (OSError, EOFError, ValueError, TypeError):
        pass
    return None


STALE_SECONDS = 600     # a temporary file this old was left by a writer that was killed


def _write(path: str, value) -> None:
    try:
        payload = marshal.dumps(value)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        _remove_stale(path)
        tmp = f"{path}.{os.getpid()}.tmp"
        try:
            with open(tmp, "wb") as f:
                f.write(_digest(payload) + payload)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except (OSError, ValueError):
        pass


_swept: set[str] = set()   # cache folders whose leftover temporary files this process has looked for
MAX_ENTRIES = 20_000       # more entries (each distinct template and reader adds one) and the oldest go
KEEP_ENTRIES = 15_000      # ... down to this many


def _remove_stale(path: str) -> None:
    """Temporary files that killed writers left in the folder of `path` (a live writer's is recent: it is kept),
    looked for at a process's first write there: the folder holds thousands of entries (listing it at every write
    of a new template cost ~5 ms each).  A folder of more than MAX_ENTRIES entries is cut down to KEEP_ENTRIES,
    the least recently written first, so the cache does not grow without bound."""
    folder = os.path.dirname(path)
    if folder in _swept:
        return
    _swept.add(folder)
    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.endswith(".tmp"):
            tmp = os.path.join(folder, name)
            try:
                if now - os.stat(tmp).st_mtime > STALE_SECONDS:
                    os.unlink(tmp)
            except OSError:
                pass
    entries = [name for name in names if name.endswith(".marshal")]
    if len(entries) > MAX_ENTRIES:
        _remove_oldest(folder, entries, len(entries) - KEEP_ENTRIES)


def _remove_oldest(folder: str, entries: list[str], count: int) -> None:
    aged = []
    for name in entries:
        try:
            aged.append((os.stat(os.path.join(folder, name)).st_mtime_ns, name))
        except OSError:
            pass            # (another process removed it meanwhile)
    aged.sort()
    for _, name in aged[:count]:
        try:
            os.unlink(os.path.join(folder, name))
        except OSError:
            pass


def cached(name: str, sources: Sequence[str], make: Callable[[], object]):
    """`make()`, from the cache when an entry for `name` and the present bytes of `sources` was kept."""
    folder = cache_folder()
    if folder is None:
        return make()
    path = _path(folder, name, sources)
    value = _read(path)
    if value is None:
        value = make()
        _write(path, value)
    return value


def sources_key(sources: Sequence[str]) -> str | None:
    """A text naming the present bytes of every file of `sources` (for a `load`/`store` key), or None where there
    is no cache."""
    folder = cache_folder()
    if folder is None:
        return None
    h = blake2b(digest_size=16)
    for path in sources:
        h.update(_source_digest(folder, path))
    return h.hexdigest()


def load(name: str, key: str):
    """The value last stored under `name` and `key` (by this Python version), or None."""
    folder = cache_folder()
    return None if folder is None else _read(_path(folder, name, key=key))


def store(name: str, key: str, value) -> None:
    """Keep `value` under `name` and `key` (nothing happens where no entry can be written)."""
    folder = cache_folder()
    if folder is not None:
        _write(_path(folder, name, key=key), value)


_pending: dict[str, object] = {}     # entry file -> the value to write there when the process ends


def store_later(name: str, key: str, value) -> None:
    """`store(name, key, value)` when the process ends (or at `flush()`), with `value` as it is then: a value that
    grows while the process runs (the programs of the regular expressions its modules make) is written once."""
    folder = cache_folder()
    if folder is None:
        return
    if not _pending:
        import atexit
        atexit.register(flush)
    _pending[_path(folder, name, key=key)] = value


def flush() -> None:
    """Write what `store_later` was given (a command that leaves by os._exit calls this first)."""
    while _pending:
        path, value = _pending.popitem()
        _write(path, value)
