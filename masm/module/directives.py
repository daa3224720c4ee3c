"""The LLVM assembler directives of a module (sections, symbols, kernel descriptors, metadata) and their operands.

`MODULE_DIRECTIVES` are the directive words masm/module/builder.py acts on; the statement stage passes their
operands through as written (`VERBATIM`).  `UNSUPPORTED` are directives llvm-mc knows that masm refuses with a
reason, so nothing is ever silently dropped.
"""
from __future__ import annotations

import re

from ..diagnostics import AssemblyError, SourceLoc
from ..regex_cache import regex
from .objfile import (SHF_ALLOC, SHF_EXCLUDE, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS, SHF_TLS, SHF_WRITE,
                      SHT_FINI_ARRAY, SHT_INIT_ARRAY, SHT_NOBITS, SHT_NOTE, SHT_PREINIT_ARRAY, SHT_PROGBITS,
                      STT_FUNC, STT_NOTYPE, STT_OBJECT)

SECTION_DIRECTIVES = frozenset({".text", ".data", ".bss", ".rodata", ".section", ".pushsection", ".popsection",
                                ".previous"})
SYMBOL_DIRECTIVES = frozenset({".globl", ".global", ".weak", ".local", ".hidden", ".protected", ".internal",
                               ".type", ".size", ".set", ".equ", ".equiv", ".comm", ".lcomm"})
KERNEL_DIRECTIVES = frozenset({".amdgcn_target", ".amdhsa_code_object_version", ".amdhsa_kernel",
                               ".end_amdhsa_kernel", ".amdgpu_metadata"})
ACCEPTED = frozenset({".ident", ".file", ".loc", ".addrsig", ".addrsig_sym"})
MODULE_DIRECTIVES = SECTION_DIRECTIVES | SYMBOL_DIRECTIVES | KERNEL_DIRECTIVES | ACCEPTED
# directives whose operands the statement stage must not rewrite (names, strings and flags as written)
VERBATIM = MODULE_DIRECTIVES

UNSUPPORTED = {
    ".amd_kernel_code_t": "code object v2 kernel headers (amd_kernel_code_t) are not supported: write an "
                          ".amdhsa_kernel block (code object v4 to v6)",
    ".end_amd_kernel_code_t": "code object v2 kernel headers (amd_kernel_code_t) are not supported",
    ".amdgpu_hsa_kernel": "code object v2 directives are not supported: write an .amdhsa_kernel block",
    ".hsa_code_object_version": "code object v2 directives are not supported (masm writes code object v4 to v6)",
    ".hsa_code_object_isa": "code object v2 directives are not supported (masm writes code object v4 to v6)",
    ".amd_amdgpu_isa": "code object v2 directives are not supported (use .amdgcn_target)",
    ".amdgpu_pal_metadata": "PAL (graphics) metadata is not supported: masm writes HSA code objects",
    ".amdgpu_lds": "LDS variables (.amdgpu_lds) are not supported: give the kernel its LDS with "
                   ".amdhsa_group_segment_fixed_size",
    ".end_amdgpu_metadata": ".end_amdgpu_metadata without .amdgpu_metadata",
    ".incbin": ".incbin is not supported",
    ".reloc": ".reloc is not supported",
    ".symver": ".symver is not supported",
}
_GNU_MACROS = ("GNU assembler macros, loops and conditionals ({word}) are not supported in a file of LLVM syntax: "
               "write them with masm's preprocessor (#macro … #endm, __for__, #if; docs/LANGUAGE.md), which works in "
               "any file")
for _word in (".macro", ".endm", ".endmacro", ".exitm", ".purgem", ".altmacro", ".noaltmacro", ".rept", ".irp",
              ".irpc", ".endr", ".if", ".ifdef", ".ifndef", ".ifnotdef", ".ifeq", ".ifne", ".ifgt", ".ifge", ".iflt",
              ".ifle", ".ifb", ".ifnb", ".ifc", ".ifnc", ".ifeqs", ".ifnes", ".else", ".elseif", ".endif"):
    UNSUPPORTED[_word] = _GNU_MACROS.format(word=_word)

# Debug information (clang -g): masm writes no DWARF.  In a file of LLVM module directives the line table (`.loc`,
# `.file N`), call frames (`.cfi_*`) and the DWARF sections (`.debug_*`, with their LEB128 data) are left out with one
# warning, so the code object is what llvm-mc + `ld.lld --strip-debug` make; anywhere else they are refused.
DEBUG_IGNORED = ("debug information ignored: masm writes no DWARF (.loc line table, .cfi_* call frames, .debug_* "
                 "sections); the code object is what llvm-mc and `ld.lld --strip-debug` make")
_LEB128 = frozenset((".uleb128", ".sleb128"))


def is_debug_directive(word: str) -> bool:
    """A call-frame directive or LEB128 data (lower-case `word`): debug information in a module file."""
    return word.startswith(".cfi_") or word in _LEB128


def is_debug_section(name: str, flags: int | None = None) -> bool:
    """A DWARF section (what `ld.lld --strip-debug` removes): named .debug*, not allocated."""
    return name.startswith(".debug") and not (flags or 0) & SHF_ALLOC


def uses_module_directives(texts) -> bool:
    """Whether lines (their texts) use LLVM module directives: such a file's lines are an object's sections and
    symbols (masm/module), its named labels symbols of the symbol table."""
    for text in texts:
        if "." not in text:
            continue            # (every module directive starts with a dot)
        word = text.split(None, 1)[0].lower() if text.strip() else ""
        if word in MODULE_DIRECTIVES or word.startswith(".amdhsa_"):
            return True
    return False


def has_debug_information(texts) -> bool:
    """Whether lines (their texts) carry debug information: a line-table entry, a call frame or a DWARF section."""
    for text in texts:
        word, _, rest = text.strip().partition(" ")
        word = word.lower()
        if word == ".loc" or word.startswith(".cfi_") or word == ".section" and is_debug_section(rest.strip()):
            return True
    return False


def refusal(word: str) -> str:
    """The error for a directive masm does not implement: its reason, or that it is unknown."""
    lower = word.lower()
    return unsupported(lower) or (debug_refusal(lower) if is_debug_directive(lower) else
                                  f"unknown directive '{word}'")


def unsupported(word: str) -> str | None:
    """The reason masm refuses directive `word`, or None."""
    return UNSUPPORTED.get(word)


def debug_refusal(word: str) -> str:
    """The error for debug information where masm cannot leave it out (LEB128 data outside a DWARF section, a
    call-frame directive in a file of plain instructions or inside a masm kernel)."""
    if word in _LEB128:
        return f"{word} is supported only in DWARF sections (.debug_*), which masm leaves out of the code object"
    return (f"call frame information ({word}) is read only in a file of LLVM module directives (clang -g output), "
            f"where masm leaves it out; masm writes no DWARF")


_ASSIGNMENT = regex(r"\s*([A-Za-z_.$][\w.$@]*)\s*=(?!=)\s*(.*)\Z", re.DOTALL)


def assignment(text: str) -> tuple[str, str] | None:
    """(name, expression) of `name = expression`, else None."""
    if "=" not in text:
        return None
    m = _ASSIGNMENT.match(text)
    return (m.group(1), m.group(2).strip()) if m else None


_GROUPING = regex(r'["()\[\]]')      # (what `split_operands` must scan for: without it every comma separates)


def split_operands(rest: str) -> list[str]:
    """Comma-separated operands, commas inside quotes or parentheses kept."""
    if _GROUPING.search(rest) is None:     # (no quote, parenthesis or bracket: what the scan finds)
        return [part.strip() for part in rest.split(",")]
    return scan_operands(rest)


def scan_operands(rest: str) -> list[str]:
    """`split_operands` by a scan of every character."""
    out, depth, quote, start = [], 0, None, 0
    i = 0
    while i < len(rest):
        c = rest[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
        elif c == '"':
            quote = c
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(rest[start:i].strip())
            start = i + 1
        i += 1
    out.append(rest[start:].strip())
    return out


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "\\": "\\", '"': '"', "'": "'"}


def unquote(text: str, loc: SourceLoc, what: str) -> str:
    """The contents of a "double-quoted" string with C escapes."""
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise AssemblyError.at(loc, f"{what} needs a string in double quotes, not '{text}'")
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = body[i + 1:i + 2]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
        elif nxt == "x":
            m = re.match(r"[0-9A-Fa-f]{1,2}", body[i + 2:])
            if not m:
                raise AssemblyError.at(loc, f"invalid escape '\\x' in {what}")
            out.append(chr(int(m.group(), 16)))
            i += 2 + len(m.group())
        elif nxt and nxt in "01234567":
            m = re.match(r"[0-7]{1,3}", body[i + 1:])
            out.append(chr(int(m.group(), 8)))
            i += 1 + len(m.group())
        else:
            raise AssemblyError.at(loc, f"invalid escape '\\{nxt}' in {what}")
    return "".join(out)


# ------------------------------------------------------------------------------------------------------ sections

SHF_GROUP = 0x200
_FLAG_LETTERS = {"a": SHF_ALLOC, "w": SHF_WRITE, "x": SHF_EXECINSTR, "M": SHF_MERGE, "S": SHF_STRINGS,
                 "T": SHF_TLS, "e": SHF_EXCLUDE, "G": SHF_GROUP}
_SOLARIS_FLAGS = {"#alloc": SHF_ALLOC, "#write": SHF_WRITE, "#execinstr": SHF_EXECINSTR, "#exclude": SHF_EXCLUDE,
                  "#tls": SHF_TLS}
_TYPES = {"progbits": SHT_PROGBITS, "nobits": SHT_NOBITS, "note": SHT_NOTE, "init_array": SHT_INIT_ARRAY,
          "fini_array": SHT_FINI_ARRAY, "preinit_array": SHT_PREINIT_ARRAY}


def default_section_kind(name: str) -> tuple[int, int]:
    """(type, flags) llvm-mc gives a section named `name` when `.section` says nothing more."""
    def has(prefix: str) -> bool:
        return name == prefix or name.startswith(prefix + ".")
    if has(".text"):
        return SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR
    if has(".rodata") or name.startswith(".rodata"):
        return SHT_PROGBITS, SHF_ALLOC
    if has(".bss") or has(".sbss"):
        return SHT_NOBITS, SHF_ALLOC | SHF_WRITE
    if has(".tbss"):
        return SHT_NOBITS, SHF_ALLOC | SHF_WRITE | SHF_TLS
    if has(".tdata"):
        return SHT_PROGBITS, SHF_ALLOC | SHF_WRITE | SHF_TLS
    if has(".data") or has(".data1") or has(".data.rel.ro"):
        return SHT_PROGBITS, SHF_ALLOC | SHF_WRITE
    if has(".init_array"):
        return SHT_INIT_ARRAY, SHF_ALLOC | SHF_WRITE
    if has(".fini_array"):
        return SHT_FINI_ARRAY, SHF_ALLOC | SHF_WRITE
    if name.startswith(".note"):
        return SHT_NOTE, 0
    return SHT_PROGBITS, 0


def refused_section(name: str, stype: int, flags: int) -> str | None:
    """Why masm refuses a section of this kind (llvm-mc + ld.lld would make a code object masm does not), or
    None."""
    if flags & SHF_TLS:
        return f"section '{name}' is thread-local (TLS): GPU code objects have no thread-local storage"
    if flags & SHF_EXCLUDE:
        return f"section '{name}' is excluded from the link (flag 'e'): not supported, leave the section out"
    if stype in (SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY):
        return f"section '{name}' holds constructors or destructors (init/fini arrays): not supported"
    if stype == SHT_NOTE and flags & SHF_ALLOC:
        return f"allocated note section '{name}' is not supported (the code object's one note is the metadata)"
    return None


def parse_section(rest: str, loc: SourceLoc) -> tuple[str, int | None, int | None, int]:
    """`.section NAME[, "flags"[, @type[, entsize]]]` (or Solaris `#alloc` flags): (name, type or None, flags or
    None, entsize); None where the directive does not say."""
    parts = split_operands(rest)
    if not parts or not parts[0]:
        raise AssemblyError.at(loc, ".section needs a section name")
    name = parts[0]
    if name.startswith('"'):
        name = unquote(name, loc, "a section name")
    if not re.fullmatch(r"[^\s,\"]+", name):
        raise AssemblyError.at(loc, f"invalid section name '{name}'")
    flags = stype = None
    entsize = 0
    rest_parts = parts[1:]
    if rest_parts and rest_parts[0].startswith("#"):
        flags = 0
        while rest_parts and rest_parts[0].startswith("#"):
            bit = _SOLARIS_FLAGS.get(rest_parts[0])
            if bit is None:
                raise AssemblyError.at(loc, f"unknown section flag '{rest_parts[0]}'")
            flags |= bit
            rest_parts = rest_parts[1:]
    elif rest_parts:
        text = unquote(rest_parts[0], loc, "the section flags")
        flags = 0
        for letter in text:
            if letter not in _FLAG_LETTERS:
                raise AssemblyError.at(loc, f"section flag '{letter}' is not supported (known: "
                                       f"{''.join(_FLAG_LETTERS)})")
            flags |= _FLAG_LETTERS[letter]
        rest_parts = rest_parts[1:]
    if rest_parts:
        word = rest_parts[0]
        if not word or word[0] not in "@%" or word[1:] not in _TYPES:
            raise AssemblyError.at(loc, f"unknown section type '{word}' (known: "
                                   f"{', '.join('@' + t for t in _TYPES)})")
        stype = _TYPES[word[1:]]
        rest_parts = rest_parts[1:]
    if rest_parts and flags is not None and flags & SHF_MERGE:
        from ..preprocess.expr import evaluate
        value = evaluate(rest_parts[0], loc)
        if not isinstance(value, int) or value < 0:
            raise AssemblyError.at(loc, f"invalid entry size '{rest_parts[0]}'")
        entsize = value
        rest_parts = rest_parts[1:]
    if rest_parts and flags is not None and flags & SHF_GROUP:
        # a COMDAT group: with one object file there is nothing to deduplicate, the section is kept as it is
        if not re.fullmatch(r"[A-Za-z_.$][\w.$]*", rest_parts[0]):
            raise AssemblyError.at(loc, f"invalid section group name '{rest_parts[0]}'")
        rest_parts = rest_parts[1:]
        if rest_parts and rest_parts[0] == "comdat":
            rest_parts = rest_parts[1:]
        flags &= ~SHF_GROUP
    if rest_parts:
        raise AssemblyError.at(loc, f"unexpected '{', '.join(rest_parts)}' in .section (unique ids are not "
                                    f"supported)")
    return name, stype, flags, entsize


# -------------------------------------------------------------------------------------------------------- symbols

_TYPE_WORDS = {"function": STT_FUNC, "object": STT_OBJECT, "notype": STT_NOTYPE,
               "STT_FUNC": STT_FUNC, "STT_OBJECT": STT_OBJECT, "STT_NOTYPE": STT_NOTYPE}


def parse_type(rest: str, loc: SourceLoc) -> tuple[str, int]:
    """`.type NAME, @function` (also %function, "function", STT_FUNC): (name, STT_*)."""
    parts = split_operands(rest)
    if len(parts) != 2 or not parts[0]:
        raise AssemblyError.at(loc, ".type takes NAME, @function / @object / @notype")
    word = parts[1]
    if word[:1] in "@%":
        word = word[1:]
    elif word.startswith('"'):
        word = unquote(word, loc, "a symbol type")
    stt = _TYPE_WORDS.get(word)
    if stt is None:
        raise AssemblyError.at(loc, f"unsupported symbol type '{parts[1]}' (known: @function, @object, @notype; "
                                    f"GPU code objects have no thread-local storage)")
    return parts[0], stt


def symbol_names(rest: str, loc: SourceLoc, word: str) -> list[str]:
    names = [p for p in split_operands(rest)]
    if not names or not all(re.fullmatch(r"[A-Za-z_.$][\w.$@]*", n) for n in names):
        raise AssemblyError.at(loc, f"{word} takes symbol names separated by commas, not '{rest}'")
    return names
