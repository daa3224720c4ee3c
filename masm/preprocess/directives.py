"""Directives: #define / #undef / #assign / #macro … #endm / #include / #if #ifdef #ifndef #elif #else #endif / #error."""
from __future__ import annotations

from ..diagnostics import AssemblyError, Diagnostic, Note
from .frames import ARCH_VALUES, MAX_INCLUDE_DEPTH, SPECIALS, Frame, loc_of
from .includes import IncludeError, locate_include, read_include
from .lexer import BOL, FILE, ID, KIND, LOW, NL, NUM, OP, SPACE, STR, TEXT, join_text, tokenize
from .macros import VA_ARGS, Macro, number_token, trim
from .words import builtin_description


class _IfNames(dict):
    """Names in `#if`: the architecture names; any other identifier is 0, as in the C preprocessor."""

    def get(self, key, default=None):
        return dict.get(self, key.lower(), 0)


_IF_NAMES = _IfNames(ARCH_VALUES)


class Family:
    """Everything defined under one (case-insensitive) name: an object-like #define and/or overloads by arity.
    `version` counts the changes (reused expansions check it: see templates.py)."""
    __slots__ = ("obj", "by_count", "version")

    def __init__(self):
        self.obj: Macro | None = None
        self.by_count: dict[int, Macro] = {}
        self.version = 0


class Cond:
    __slots__ = ("loc", "notes", "taken", "else_seen")

    def __init__(self, loc, notes, taken):
        self.loc = loc
        self.notes = notes
        self.taken = taken
        self.else_seen = False


class DirectiveMixin:
    """The Expander's directives (see expander.py for the attributes used)."""

    def _directive(self, hash_tok, frame: Frame, stack, sink, token_mode: bool) -> None:
        toks = frame.toks
        pos = frame.pos
        if pos >= len(toks) or toks[pos][KIND] == NL:
            frame.pos = pos + 1  # a lone '#': nothing
            return
        name_tok = toks[pos]
        if name_tok[KIND] != ID:
            raise AssemblyError.at(loc_of(name_tok), "expected a directive name after '#'", frame.notes)
        frame.pos = pos + 1
        name = name_tok[LOW]
        if name == "macro":
            self._define_block(hash_tok, frame)
            return
        line = self._rest_of_line(frame)
        if name == "define":
            self._define(line, hash_tok, frame)
        elif name == "undef":
            if not line or line[0][KIND] != ID:
                raise AssemblyError.at(loc_of(name_tok), "expected a name after #undef", frame.notes)
            if len(line) > 1:
                # HetPas takes all of the rest as the name (`#undef Work t0` looks for "Work t0"), which names
                # nothing: it undefines nothing, and so does masm, saying so
                rest = join_text(line)
                message = (f"'#undef {rest}' undefines nothing: HetPas reads all of '{rest}' as one name, and no "
                           f"name has blanks (write '#undef {line[0][TEXT]}' to undefine {line[0][TEXT]})")
                if (loc_of(line[1]), message) not in self.warned:
                    self.warned.add((loc_of(line[1]), message))
                    self.warnings.append(Diagnostic("warning", message, loc_of(line[1]), tuple(frame.notes),
                                                    len(line[1][TEXT])))
                return
            low = line[0][LOW]
            if self.families.pop(low, None) is not None:
                self.active.discard(low)
                self.names_version += 1
        elif name == "assign":
            try:
                self._assign(line, name_tok, frame)
            except AssemblyError as error:
                if not self.recover(error, token_mode):
                    raise
        elif name == "include":
            self._include(line, name_tok, frame, stack, sink)
        elif name in ("if", "ifdef", "ifndef"):
            if name == "if":
                value = bool(self._if_value(line, name_tok, frame))
            else:
                if not line or line[0][KIND] != ID:
                    raise AssemblyError.at(loc_of(name_tok), f"expected a name after #{name}", frame.notes)
                value = (line[0][LOW] in self.families) == (name == "ifdef")
            self.cond.append(Cond(loc_of(hash_tok), frame.notes, value))
            if not value:
                self._skip(frame)
        elif name in ("elif", "else", "endif"):
            if len(self.cond) <= frame.cond_base:
                raise AssemblyError.at(loc_of(hash_tok), f"#{name} without #if", frame.notes)
            cond = self.cond[-1]
            if name == "endif":
                self.cond.pop()
                return
            if cond.else_seen:
                raise AssemblyError.at(loc_of(hash_tok), f"#{name} after #else", frame.notes)
            if name == "else":
                cond.else_seen = True
            self._skip(frame)  # the branch that was being assembled has ended
        elif name in ("endm", "endmacro"):
            raise AssemblyError.at(loc_of(hash_tok), f"#{name_tok[TEXT]} without #macro", frame.notes)
        elif name == "error":
            raise AssemblyError.at(loc_of(hash_tok), join_text(line) or "#error", frame.notes)
        else:
            raise AssemblyError.at(loc_of(name_tok), f"unknown directive '#{name_tok[TEXT]}'", frame.notes,
                                   len(name_tok[TEXT]))

    def _assign(self, line: list, name_tok, frame: Frame) -> None:
        if not line or line[0][KIND] != ID:
            raise AssemblyError.at(loc_of(name_tok), "expected a name after #assign", frame.notes)
        value = self.eval_tokens(self.expand_tokens(line[1:], frame), line[0], frame.notes)
        at = line[0]
        self._register(Macro(at[TEXT], (), [number_token(value, (NUM, "", False, False) + at[4:])],
                             loc_of(at), False, False), frame.notes, "#assign")

    def _if_value(self, line: list, at, frame: Frame):
        resolved = []
        i = 0
        n = len(line)
        while i < n:
            tok = line[i]
            if tok[KIND] == ID and tok[LOW] == "defined":
                if i + 3 < n and line[i + 1][TEXT] == "(" and line[i + 2][KIND] == ID and line[i + 3][TEXT] == ")":
                    name, i = line[i + 2], i + 4
                elif i + 1 < n and line[i + 1][KIND] == ID:
                    name, i = line[i + 1], i + 2
                else:
                    raise AssemblyError.at(loc_of(tok), "expected a name after 'defined'", frame.notes)
                resolved.append(number_token(int(name[LOW] in self.families), tok))
                continue
            resolved.append(tok)
            i += 1
        return self.eval_tokens(self.expand_tokens(resolved, frame), at, frame.notes, _IF_NAMES)

    def _skip(self, frame: Frame) -> None:
        """Skip the rest of the current conditional branch; stop at the next branch that is taken or at #endif."""
        cond = self.cond[-1]
        toks = frame.toks
        n = len(toks)
        nest = 0
        while frame.pos < n:
            tok = toks[frame.pos]
            frame.pos += 1
            if not (tok[KIND] == OP and tok[TEXT] == "#" and tok[BOL]) or frame.pos >= n:
                continue
            name_tok = toks[frame.pos]
            if name_tok[KIND] != ID:
                continue
            name = name_tok[LOW]
            if name in ("if", "ifdef", "ifndef"):
                nest += 1
            elif nest and name == "endif":
                nest -= 1
            elif nest == 0 and name in ("elif", "else", "endif"):
                frame.pos += 1
                line = self._rest_of_line(frame)
                if name == "endif":
                    self.cond.pop()
                    return
                if cond.else_seen:
                    raise AssemblyError.at(loc_of(tok), f"#{name} after #else", frame.notes)
                if name == "else":
                    cond.else_seen = True
                    if not cond.taken:
                        cond.taken = True
                        return
                elif not cond.taken and self._if_value(line, name_tok, frame):
                    cond.taken = True
                    return
        self.cond.pop()
        raise AssemblyError.at(cond.loc, "unterminated #if (missing #endif)", cond.notes)

    def _register(self, macro: Macro, notes=(), directive: str = "") -> None:
        low = macro.name.lower()
        if directive:
            self._warn_if_builtin(macro, low, notes, directive)
        family = self.families.get(low)
        if family is None:
            family = self.families[low] = Family()
        if macro.function_like or macro.is_block:
            family.by_count[len(macro.params)] = macro
        else:
            family.obj = macro
        family.version += 1
        self.definitions += 1
        if low not in self.active:
            self.active.add(low)
            self.names_version += 1

    def _warn_if_builtin(self, macro: Macro, low: str, notes, directive: str) -> None:
        """A definition with the name of a built-in statement (an instruction, `enter`, `s_if`, ...) is allowed (some
        sources wrap instructions in macros) but warned about at the name: every use of the word expands it."""
        builtin = builtin_description(low, self.words)
        if builtin is None:
            return
        if low in SPECIALS:
            message = f"{directive} '{macro.name}' has the name of {builtin}, which is expanded instead: this " \
                      "definition is never used"
        else:
            what = "macro" if directive == "#macro" else "definition"
            message = f"{directive} '{macro.name}' shadows {builtin}: every '{macro.name}' after this expands the " \
                      f"{what}"
        warning = Diagnostic("warning", message, macro.loc, tuple(notes), len(macro.name))
        if (warning.loc, message) not in self.warned:
            self.warned.add((warning.loc, message))
            self.warnings.append(warning)

    def _params(self, toks: list, pos: int, frame: Frame) -> tuple[tuple[str, ...], int, bool]:
        """Parse `(a, b, c)` starting at toks[pos] == '('; returns (lower-case names, index after ')', variadic).
        The last parameter may be variadic: `body...`, or a bare `...` which binds `__VA_ARGS__`."""
        params: list[str] = []
        pos += 1
        expect_name = True
        variadic = False
        while pos < len(toks):
            tok = toks[pos]
            if tok[KIND] == NL:
                break
            pos += 1
            if tok[TEXT] == ")" and (not expect_name or not params):
                return tuple(params), pos, variadic
            if variadic:
                raise AssemblyError.at(loc_of(tok), "expected ')' after the variadic parameter: '...' marks the "
                                       "last parameter", frame.notes)
            if tok[TEXT] == ".." and pos < len(toks) and toks[pos][TEXT] == "." and not toks[pos][SPACE]:
                pos += 1
                variadic = True
                if expect_name:
                    name = VA_ARGS        # a bare `...`: the arguments are `__VA_ARGS__` in the body
                    if name in params:
                        raise AssemblyError.at(loc_of(tok), "duplicate parameter '__VA_ARGS__'", frame.notes)
                    params.append(name)
                expect_name = False
                continue
            if expect_name and tok[KIND] == ID:
                if tok[LOW] in params:
                    raise AssemblyError.at(loc_of(tok), f"duplicate parameter '{tok[TEXT]}'", frame.notes)
                params.append(tok[LOW])
                expect_name = False
            elif not expect_name and tok[TEXT] == ",":
                expect_name = True
            else:
                raise AssemblyError.at(loc_of(tok), "expected a parameter name" if expect_name else
                                       "expected ',' or ')' in the parameter list", frame.notes)
        at = toks[pos - 1] if pos - 1 < len(toks) else toks[-1]
        raise AssemblyError.at(loc_of(at), "unterminated parameter list: missing ')'", frame.notes)

    def _define(self, line: list, hash_tok, frame: Frame) -> None:
        if not line or line[0][KIND] != ID:
            raise AssemblyError.at(loc_of(line[0] if line else hash_tok), "expected a name after #define",
                                   frame.notes)
        name = line[0]
        if len(line) > 1 and line[1][TEXT] == "(" and not line[1][SPACE]:
            params, end, variadic = self._params(line, 1, frame)
            function_like = True
        else:
            params, end, variadic = (), 1, False
            function_like = False
        body = list(line[end:])
        if body:
            body[0] = (body[0][KIND], body[0][TEXT], False, False) + body[0][4:]
        self._register(Macro(name[TEXT], params, body, loc_of(name), False, function_like, variadic), frame.notes,
                       "#define")

    def _define_block(self, hash_tok, frame: Frame) -> None:
        toks = frame.toks
        pos = frame.pos
        n = len(toks)
        if pos >= n or toks[pos][KIND] != ID:
            raise AssemblyError.at(loc_of(toks[pos] if pos < n else hash_tok), "expected a macro name after #macro",
                                   frame.notes)
        name = toks[pos]
        pos += 1
        function_like = pos < n and toks[pos][KIND] == OP and toks[pos][TEXT] == "("
        params: tuple[str, ...] = ()
        variadic = False
        if function_like:
            params, pos, variadic = self._params(toks, pos, frame)
        start = pos
        nest = 0
        while pos < n:
            tok = toks[pos]
            if tok[KIND] == OP and tok[TEXT] == "#" and pos + 1 < n and toks[pos + 1][KIND] == ID:
                word = toks[pos + 1][LOW]
                if word == "macro":
                    nest += 1
                elif word in ("endm", "endmacro"):
                    if nest == 0:
                        break
                    nest -= 1
            pos += 1
        else:
            raise AssemblyError.at(loc_of(hash_tok), f"unterminated #macro '{name[TEXT]}' (missing #endm)",
                                   frame.notes)
        body = trim(toks[start:pos])
        frame.pos = pos + 2
        if body:
            body[0] = (body[0][KIND], body[0][TEXT], False, True) + body[0][4:]
        self._register(Macro(name[TEXT], params, body, loc_of(name), True, function_like, variadic), frame.notes,
                       "#macro")

    def _include(self, line: list, name_tok, frame: Frame, stack, sink) -> None:
        if not line:
            raise AssemblyError.at(loc_of(name_tok), "expected a file name after #include", frame.notes)
        first = line[0]
        if first[KIND] == STR:
            target = first[TEXT][1:-1]
        elif first[TEXT] == "<" and line[-1][TEXT] == ">":
            target = join_text(line[1:-1])
        else:
            target = join_text(line)
        loc = loc_of(first)
        key = (target, first[FILE])
        found = self.include_paths.get(key)
        if found is None:
            try:
                path, searched = locate_include(target, first[FILE], self.include_dirs)
                if path is not None:
                    resolved = path.resolve()
            except (IncludeError, OSError, RuntimeError) as exc:   # (RuntimeError: a symlink loop)
                raise AssemblyError.at(loc, str(exc), frame.notes) from None
            if path is None:
                where = ", ".join(str(d) for d in searched) or "nowhere"
                raise AssemblyError.at(loc, f"include file '{target}' not found (searched: {where})", frame.notes)
            found = self.include_paths[key] = (path, resolved)
        path, resolved = found
        if resolved in frame.includes:
            chain_text = " -> ".join(p.name for p in frame.includes[frame.includes.index(resolved):]) + \
                f" -> {resolved.name}"
            raise AssemblyError.at(loc, f"include cycle: {chain_text}", frame.notes)
        if len(frame.includes) > MAX_INCLUDE_DEPTH:
            raise AssemblyError.at(loc, f"includes nested more than {MAX_INCLUDE_DEPTH} deep", frame.notes)
        known = self.file_tokens.get(resolved)
        if known is None:
            try:
                text = read_include(path)
            except IncludeError as exc:
                raise AssemblyError.at(loc, str(exc), frame.notes) from None
            from .raw_blocks import take_raw_blocks
            known = self.file_tokens[resolved] = (tokenize(take_raw_blocks(text, str(path)), str(path)), len(text))
        toks, size = known
        self._step(loc, frame.notes, size)
        sink.brk()
        notes = (Note(loc_of(name_tok), "included from here"),) + frame.notes
        stack.append(Frame(toks, notes, frame.macro, frame.macro_loc, frame.depth, frame.painted, len(self.cond),
                           "file", frame.includes + (resolved,), break_after=True))
