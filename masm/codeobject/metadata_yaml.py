"""`.amdgpu_metadata` YAML -> the msgpack the amdhsa metadata note holds, byte for byte as llvm-mc writes it.

llvm-mc reads the YAML into a msgpack document whose scalars are typed by their text alone, quoted or not: an
unsigned or signed integer (C prefixes: 0x, 0b, 0o, a leading 0 for octal), else a number strtod() reads (written as
nil), else a YAML boolean word (y, yes, on, true, n, no, off, false in three spellings each), else a string; an empty
value becomes an empty array.  Map keys are typed the same way and written sorted (integers, then booleans, then
strings by their bytes).  The document must then pass the HSA metadata checks (`verify`), which masm reports at the
offending line.  The YAML itself is read with PyYAML's parser; aliases and duplicate keys are errors, as in
llvm-mc 19; scalar tags are read as llvm-mc reads them (`tagged_scalar`).
"""
from __future__ import annotations

from typing import Callable

import msgpack

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, SourceLoc
from ..regex_cache import library_patterns, regex

# Kinds in llvm::msgpack::Type order, which is how map keys of different kinds sort.
INT, UINT, NIL, BOOL, FLOAT, STRING, ARRAY, MAP = range(8)

_BOOLS = {"y": True, "Y": True, "yes": True, "Yes": True, "YES": True, "on": True, "On": True, "ON": True,
          "true": True, "True": True, "TRUE": True, "n": False, "N": False, "no": False, "No": False, "NO": False,
          "off": False, "Off": False, "OFF": False, "false": False, "False": False, "FALSE": False}
_DIGITS = {2: "01", 8: "01234567", 10: "0123456789", 16: "0123456789abcdefABCDEF"}
# what strtod() reads whole (leading blanks allowed): decimal and hexadecimal floats, inf, infinity, nan[(...)]
_STRTOD = regex(r"[ \t\n\v\f\r]*[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"
                r"|0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?\d+)?"
                r"|(?i:inf(?:inity)?|nan(?:\([0-9A-Za-z_]*\))?))\Z")


@dataclass
class Node:
    """A typed msgpack value with where its YAML text starts (for errors)."""

    kind: int
    value: object            # int / bool / str / None / list[Node] / list[tuple[Node, Node]]
    loc: SourceLoc

    def sort_key(self):
        return (self.kind, self.value.encode() if self.kind == STRING else self.value)


_MAX_DIGITS_64 = {2: 64, 8: 22, 10: 20, 16: 16}     # the most significant digits a 64-bit value has per radix


def _unsigned(text: str) -> int | None:
    """llvm::getAsUnsignedInteger(text, 0): C radix prefixes, the whole text, 64 bits."""
    radix, digits = 10, text
    if text[:2] in ("0x", "0X"):
        radix, digits = 16, text[2:]
    elif text[:2] in ("0b", "0B"):
        radix, digits = 2, text[2:]
    elif text[:2] == "0o":
        radix, digits = 8, text[2:]
    elif text[:1] == "0" and len(text) > 1:
        radix, digits = 8, text[1:]
    if not digits or any(c not in _DIGITS[radix] for c in digits):
        return None
    if len(digits.lstrip("0")) > _MAX_DIGITS_64[radix]:
        return None          # past 64 bits (and never handed to int(): Python refuses texts of 4,300+ digits)
    value = int(digits, radix)
    return value if value < 1 << 64 else None


def scalar(text: str, loc: SourceLoc) -> Node:
    """The msgpack value llvm-mc makes of a YAML scalar's text."""
    value = _unsigned(text)
    if value is not None:
        return Node(UINT, value, loc)
    if text[:1] == "-":
        value = _unsigned(text[1:])
        if value is not None and value <= 1 << 63:
            return Node(INT, -value, loc)
    if _STRTOD.match(text) or not text:
        return Node(NIL, None, loc)          # llvm-mc types it as a float and writes nil
    if text in _BOOLS:
        return Node(BOOL, _BOOLS[text], loc)
    return Node(STRING, text, loc)


def tagged_scalar(text: str, tag: str | None, loc: SourceLoc) -> Node:
    """A scalar with a YAML tag as llvm-mc reads it (clang writes `!str n` for a string that would read as a
    boolean): `!str` a string, `!int` / `!bool` / `!float` / `!nil` that kind or an error; no tag, `!` and `!!str`
    typed by the text; any other tag (`!!int` too) a string."""
    if tag in (None, "!", "tag:yaml.org,2002:str"):
        return scalar(text, loc)
    if tag == "!int":
        node = scalar(text, loc)
        if node.kind not in (INT, UINT):
            raise AssemblyError.at(loc, f"invalid number '{text}' (!int) in .amdgpu_metadata")
        return node
    if tag == "!bool":
        if text not in _BOOLS:
            raise AssemblyError.at(loc, f"invalid boolean '{text}' (!bool) in .amdgpu_metadata")
        return Node(BOOL, _BOOLS[text], loc)
    if tag == "!float":
        if not _STRTOD.match(text):
            raise AssemblyError.at(loc, f"invalid floating point number '{text}' (!float) in .amdgpu_metadata")
        return Node(NIL, None, loc)
    if tag == "!nil":
        return Node(NIL, None, loc)
    return Node(STRING, text, loc)


def yaml_module():
    """PyYAML, its patterns' programs read from masm's disk cache when it loads (regex_cache.library_patterns)."""
    with library_patterns():
        import yaml
    return yaml


def from_yaml(text: str, first_line: SourceLoc) -> Node:
    """The typed document of `text`, whose first line is source line `first_line.line` (column 1)."""
    yaml = yaml_module()
    from yaml import events as ev

    def where(mark) -> SourceLoc:
        return SourceLoc(first_line.file, first_line.line + mark.line, mark.column + 1)

    def fail(mark, message: str):
        raise AssemblyError.at(where(mark), message)

    stack: list[list] = []           # open collections: [Node, pending key or None, raw keys seen]
    root: Node | None = None
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, (ev.StreamStartEvent, ev.DocumentStartEvent)):
                continue
            if isinstance(event, (ev.DocumentEndEvent, ev.StreamEndEvent)):
                break                # llvm-mc reads the first document only
            if isinstance(event, ev.AliasEvent) or getattr(event, "anchor", None):
                fail(event.start_mark, "YAML anchors and aliases are not supported in .amdgpu_metadata "
                                       "(llvm-mc rejects them)")
            tag = getattr(event, "tag", None)
            if tag not in (None, "!") and not isinstance(event, ev.ScalarEvent):
                fail(event.start_mark, f"YAML tag '{tag}' on a list or map is not supported in .amdgpu_metadata")
            if isinstance(event, ev.ScalarEvent):
                node = tagged_scalar(event.value, tag, where(event.start_mark))
                if event.value == "" and event.style is None:
                    node = Node(ARRAY, [], node.loc)          # an empty value is an empty array to llvm-mc
                raw = event.value
            elif isinstance(event, (ev.SequenceStartEvent, ev.MappingStartEvent)):
                kind = ARRAY if isinstance(event, ev.SequenceStartEvent) else MAP
                stack.append([Node(kind, [], where(event.start_mark)), None, {}])
                continue
            elif isinstance(event, (ev.SequenceEndEvent, ev.MappingEndEvent)):
                node = stack.pop()[0]
                raw = None
            else:
                continue
            if not stack:
                root = node
                continue
            top = stack[-1]
            if top[0].kind == ARRAY:
                top[0].value.append(node)
            elif top[1] is None:
                if node.kind in (ARRAY, MAP):
                    fail(event.start_mark, "a map key must be a scalar in .amdgpu_metadata")
                if raw in top[2] or node.sort_key() in top[2].values():
                    fail(event.start_mark, f"duplicated mapping key '{raw}'")
                top[2][raw] = node.sort_key()
                top[1] = node
            else:
                top[0].value.append((top[1], node))
                top[1] = None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
        loc = where(mark) if mark else first_line
        raise AssemblyError.at(loc, f"invalid YAML in .amdgpu_metadata: {getattr(e, 'problem', None) or e}") \
            from None
    if root is None:
        raise AssemblyError.at(first_line, "empty .amdgpu_metadata block")
    return root


# ------------------------------------------------------------------------------------------------- the checks

_VALUE_KINDS = frozenset("""by_value global_buffer dynamic_shared_pointer sampler image pipe queue hidden_block_count_x
hidden_block_count_y hidden_block_count_z hidden_group_size_x hidden_group_size_y hidden_group_size_z
hidden_remainder_x hidden_remainder_y hidden_remainder_z hidden_global_offset_x hidden_global_offset_y
hidden_global_offset_z hidden_grid_dims hidden_none hidden_printf_buffer hidden_hostcall_buffer hidden_heap_v1
hidden_default_queue hidden_completion_action hidden_multigrid_sync_arg hidden_dynamic_lds_size hidden_private_base
hidden_shared_base hidden_queue_ptr""".split())
_ADDRESS_SPACES = frozenset(("private", "global", "constant", "local", "generic", "region"))
_ACCESS = frozenset(("read_only", "write_only", "read_write"))
_LANGUAGES = frozenset(("OpenCL C", "OpenCL C++", "HCC", "HIP", "OpenMP", "Assembler"))

Check = Callable[[Node, str], None]


def _fail(node: Node, message: str):
    raise AssemblyError.at(node.loc, f"invalid HSA metadata: {message}")


def _integer(node: Node, key: str) -> None:
    if node.kind not in (INT, UINT):
        _fail(node, f"{key} must be an integer")


def _string(choices=None) -> Check:
    def check(node: Node, key: str) -> None:
        if node.kind != STRING:
            _fail(node, f"{key} must be a string")
        if choices is not None and node.value not in choices:
            _fail(node, f"{key} '{node.value}' is not one of: {', '.join(sorted(choices))}")
    return check


def _boolean(node: Node, key: str) -> None:
    if node.kind != BOOL:
        _fail(node, f"{key} must be true or false")


def _array(item: Check, size: int | None = None) -> Check:
    def check(node: Node, key: str) -> None:
        if node.kind != ARRAY or (size is not None and len(node.value) != size):
            _fail(node, f"{key} must be a list" + (f" of {size}" if size is not None else ""))
        for element in node.value:
            item(element, key)
    return check


def _map(entries: dict[str, tuple[bool, Check]]) -> Check:
    def check(node: Node, key: str) -> None:
        if node.kind != MAP:
            _fail(node, f"{key} must be a map")
        present = {k.value: v for k, v in node.value if k.kind == STRING}
        for name, (required, verify) in entries.items():
            if name in present:
                verify(present[name], name)
            elif required:
                _fail(node, f"{key} needs {name}")
    return check


_ARG = _map({".name": (False, _string()), ".type_name": (False, _string()), ".size": (True, _integer),
             ".offset": (True, _integer), ".value_kind": (True, _string(_VALUE_KINDS)),
             ".pointee_align": (False, _integer), ".address_space": (False, _string(_ADDRESS_SPACES)),
             ".access": (False, _string(_ACCESS)), ".actual_access": (False, _string(_ACCESS)),
             ".is_const": (False, _boolean), ".is_restrict": (False, _boolean), ".is_volatile": (False, _boolean),
             ".is_pipe": (False, _boolean)})
_KERNEL = _map({
    ".name": (True, _string()), ".symbol": (True, _string()), ".language": (False, _string(_LANGUAGES)),
    ".language_version": (False, _array(_integer, 2)), ".args": (False, _array(_ARG)),
    ".reqd_workgroup_size": (False, _array(_integer, 3)), ".workgroup_size_hint": (False, _array(_integer, 3)),
    ".vec_type_hint": (False, _string()), ".device_enqueue_symbol": (False, _string()),
    ".kernarg_segment_size": (True, _integer), ".group_segment_fixed_size": (True, _integer),
    ".private_segment_fixed_size": (True, _integer), ".uses_dynamic_stack": (False, _boolean),
    ".workgroup_processor_mode": (False, _integer), ".kernarg_segment_align": (True, _integer),
    ".wavefront_size": (True, _integer), ".sgpr_count": (True, _integer), ".vgpr_count": (True, _integer),
    ".max_flat_workgroup_size": (True, _integer), ".sgpr_spill_count": (False, _integer),
    ".vgpr_spill_count": (False, _integer), ".uniform_work_group_size": (False, _integer),
    ".cluster_dims": (False, _array(_integer, 3))})
_ROOT = _map({"amdhsa.version": (True, _array(_integer, 2)), "amdhsa.printf": (False, _array(_string())),
              "amdhsa.kernels": (True, _array(_KERNEL))})


def verify(root: Node) -> None:
    """The HSA metadata checks llvm-mc 19 applies (AMDGPUMetadataVerifier, strict): located AssemblyError."""
    _ROOT(root, "the metadata")


# -------------------------------------------------------------------------------------------------- writing

def _pack(node: Node, packer: msgpack.Packer, out: bytearray) -> None:
    if node.kind == ARRAY:
        out += packer.pack_array_header(len(node.value))
        for element in node.value:
            _pack(element, packer, out)
    elif node.kind == MAP:
        pairs = sorted(node.value, key=lambda kv: kv[0].sort_key())
        out += packer.pack_map_header(len(pairs))
        for k, v in pairs:
            _pack(k, packer, out)
            _pack(v, packer, out)
    else:
        out += packer.pack(node.value)


def to_msgpack(root: Node) -> bytes:
    out = bytearray()
    _pack(root, msgpack.Packer(use_bin_type=True, autoreset=True), out)
    return bytes(out)


def plain(node: Node):
    """The document as Python values (maps as dicts keyed by the keys' values), for readers such as the build."""
    if node.kind == ARRAY:
        return [plain(n) for n in node.value]
    if node.kind == MAP:
        return {k.value: plain(v) for k, v in node.value}
    return node.value


def metadata_msgpack(text: str, first_line: SourceLoc) -> tuple[bytes, dict]:
    """The note's msgpack for the YAML `text` (starting at source line `first_line.line`) and the document as a
    dict; AssemblyError at the offending line when llvm-mc would refuse it."""
    root = from_yaml(text, first_line)
    verify(root)
    return to_msgpack(root), plain(root)
