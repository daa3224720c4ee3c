"""Register declarations: `alias`, `v_temp` / `s_temp`, `v_temp_range` / `s_temp_range`, `leave`, `numvgprs` /
`numsgprs` — parsed, checked (names, sizes, alignment, budgets) and applied to the kernel's scopes and pools."""
from __future__ import annotations

import re

from ..diagnostics import AssemblyError, Note, SourceLoc
from ..preprocess.expr import evaluate
from ..regex_cache import regex
from ..source import Statement
from .allocator import PoolError, parse_range_list
from .operands import at_offset, split_with_offsets
from .registers import FILE_SIZES, Reg, is_register_name, parse_register
from .scopes import Binding
from .temps import allocation_subject, default_align_hint, default_alignment, internal_title

_NAME = r"[A-Za-z_]\w*"
_TEMP_ITEM = regex(rf"^\s*({_NAME})\s*(?:\[(.+?)\])?\s*(?:align\s*:\s*(.+?))?\s*$", re.IGNORECASE | re.DOTALL)
_ALIAS_RANGE_SUFFIX = regex(rf"^({_NAME}?)(\d+)\s*\.\.\s*(.+)$", re.DOTALL)
_ALIAS_RANGE_BRACKET = regex(rf"^({_NAME})\s*\[(.+?)\.\.(.+)\]$", re.DOTALL)
_ALIAS_ARRAY = regex(rf"^({_NAME})\s*\[(.+)\]$", re.DOTALL)


class Declarations:
    """Applies one kernel's register declarations; `ctx` is the kernel's `Lowerer` (names, pools, budgets…)."""

    def __init__(self, ctx):
        self.ctx = ctx

    def _eval_int(self, text: str, loc: SourceLoc, notes, what: str) -> int:
        value = evaluate(text.strip(), loc, {}, tuple(notes))
        if not isinstance(value, int):
            raise AssemblyError.at(loc, f"{what} must be an integer, not {value}", tuple(notes))
        return value

    def _check_name(self, name: str, loc: SourceLoc, notes) -> None:
        if is_register_name(name):
            raise AssemblyError.at(loc, f"'{name}' is a register name in LLVM syntax; choose another name",
                                   tuple(notes), len(name))
        label = self.ctx.label_defs.get(name.lower())
        if label is not None:
            raise AssemblyError.at(loc, f"'{name}' is also a label (defined at {label.loc}); choose another name",
                                   (Note(label.loc, "label defined here"),) + tuple(notes), len(name))

    def _check_budget(self, binding: Binding) -> None:
        reg = binding.reg
        if reg is None or reg.file not in self.ctx.budgets:
            return
        budget = self.ctx.budgets[reg.file]
        if budget is not None and reg.last >= budget:
            keyword = "numvgprs" if reg.file == "v" else "numsgprs"
            raise AssemblyError.at(binding.loc, f"{binding.title} is {reg.text()}: "
                                                f"{reg.file}{reg.last} is at or above the budget {keyword} {budget}",
                                   binding.notes, len(binding.name))

    def register_count(self, file: str) -> int:
        """How many registers of `file` a kernel of this architecture can name, from its target description
        (masm/targets.py): s0..s101 on gfx8/gfx9, the architectural VGPRs v0..v255 (gfx90a's unified file puts
        its AGPRs after them: `a` registers, never `v`)."""
        target = self.ctx.target
        if target is None:
            return FILE_SIZES[file]
        return target.max_sgprs if file == "s" else target.vgprs

    def temp_range(self, file: str, rest: str, loc: SourceLoc, notes) -> None:
        keyword = f"{file}_temp_range"
        count = self.register_count(file)
        pieces = split_with_offsets(rest)
        where = {}

        def value(text: str):
            at = where.get(text, loc)
            number = self._eval_int(text, at, notes, "a register number")
            if not 0 <= number < count:   # checked before the range is built: 1..4000000000 must not allocate
                kind = "VGPRs" if file == "v" else "SGPRs a kernel can address"
                raise AssemblyError.at(at, f"{keyword} bound {number} is outside {file}0..{file}{count - 1}: "
                                           f"{self.ctx.arch} has {count} {kind}", tuple(notes), len(text.strip()))
            return number
        for piece, offset in pieces:   # the location of each bound (for the messages)
            low, sep, _ = piece.partition("..")
            where.setdefault(low, at_offset(loc, rest, offset + len(low) - len(low.lstrip())))
            if sep:
                high = piece[len(low) + 2:]
                where.setdefault(high, at_offset(loc, rest, offset + len(low) + 2 + len(high) - len(high.lstrip())))
        try:
            members = parse_range_list([piece for piece, _ in pieces], value)
        except PoolError as exc:
            raise AssemblyError.at(loc, str(exc), tuple(notes)) from None
        if not members:
            raise AssemblyError.at(loc, f"{keyword} needs at least one register", tuple(notes))
        self.ctx.pools[file].declare(members, " ".join(rest.split()))

    def temps(self, file: str, rest: str, loc: SourceLoc, notes) -> None:
        for piece, offset in split_with_offsets(rest):
            item_loc = at_offset(loc, rest, offset + len(piece) - len(piece.lstrip()))
            match = _TEMP_ITEM.match(piece)
            if not match:
                raise AssemblyError.at(item_loc, f"expected `name`, `name[count]` or `name[count] align:N` in "
                                                 f"{file}_temp, got '{piece.strip()}'", tuple(notes))
            name, count_text, align_text = match.groups()
            shown = internal_title(name, self.ctx.stmt)
            title = shown or f"temp '{name}'"
            self._check_name(name, item_loc, notes)
            count = self._eval_int(count_text, item_loc, notes, "a temp count") if count_text else 1
            align = self._eval_int(align_text, item_loc, notes, "an alignment") if align_text else None
            if count < 1 or count > FILE_SIZES[file]:
                raise AssemblyError.at(item_loc, f"{title} asks for {count} registers: a {file}_temp array "
                                                 f"holds 1 to {FILE_SIZES[file]}", tuple(notes), len(name))
            if align is not None and (align < 1 or align & (align - 1) or align > FILE_SIZES[file]):
                raise AssemblyError.at(item_loc, f"{title} has align:{align}: alignment must be a power of "
                                                 f"two up to {FILE_SIZES[file]}", tuple(notes), len(name))
            existing = self.ctx.names.scopes[-1].names.get(name.lower())
            if existing is not None and existing.parent is None:   # report the duplicate before taking registers
                self.ctx.names.bind(Binding(name, "temp", "", None, item_loc, tuple(notes)))
            if align is None:
                align = default_alignment(file, count, self.ctx.target)
            try:
                reg = self.ctx.pools[file].allocate(count, align, self.ctx.abi_busy(file),
                                                     (f"{title} (declared at {item_loc})", item_loc,
                                                      f"{title} declared here"))
            except PoolError as exc:
                subject = allocation_subject(name, file, count, self.ctx.stmt)
                raise AssemblyError.at(item_loc, f"{subject}: {exc}{default_align_hint(file, count, align, match)}",
                                       tuple(notes), len(name)) from None
            binding = Binding(name, "temp", reg.text(), reg, item_loc, tuple(notes), shown=shown)
            try:
                self._check_budget(binding)
            except AssemblyError:
                self.ctx.pools[file].release(reg)
                raise
            self.ctx.names.bind(binding)
            if count_text:
                self._element_names(binding, item_loc, notes)

    def _element_names(self, temp: Binding, loc: SourceLoc, notes) -> None:
        """HetPas names the registers of a temp array `t[5]` also `t0` … `t4`: each such name that is free (no
        register name, label or name already in scope) is bound to its register."""
        names = self.ctx.names
        reg = temp.reg
        for k in range(reg.count):
            name = f"{temp.name}{k}"
            if is_register_name(name) or name.lower() in self.ctx.label_defs or names.lookup_quiet(name) is not None:
                continue
            element = reg.slice(k, k)
            names.bind(Binding(name, "alias", element.text(), element, loc, tuple(notes), report_unused=False,
                               parent=temp))

    def alias(self, rest: str, loc: SourceLoc, notes) -> None:
        for piece, offset in split_with_offsets(rest):
            item_loc = at_offset(loc, rest, offset + len(piece) - len(piece.lstrip()))
            target, eq, value = piece.partition("=")
            target = target.strip()
            if not eq or not target:
                raise AssemblyError.at(item_loc, f"expected `name=register` in alias, got '{piece.strip()}'",
                                       tuple(notes))
            value_loc = at_offset(loc, rest, offset + piece.index("=") + 1)
            if not value.strip():
                self.ctx.names.unbind_alias(target, item_loc, notes)
                continue
            text = self.ctx.rewriter.operand(value, value_loc, notes)
            reg = parse_register(text)
            names = self._alias_names(target, item_loc, notes)
            if names is None:
                self._check_name(target, item_loc, notes)
                self._bind_alias(Binding(target, "alias", text, reg, item_loc, tuple(notes)))
                continue
            if reg is None:
                raise AssemblyError.at(value_loc, f"an alias range needs a register to start from, got "
                                                  f"'{value.strip()}'", tuple(notes))
            group = target
            for k, name in enumerate(names):
                self._check_name(name, item_loc, notes)
                element = Reg(reg.file, reg.first + k * reg.count, reg.count)
                if element.last >= FILE_SIZES.get(reg.file, 1 << 30):
                    raise AssemblyError.at(item_loc, f"alias '{name}' would be {element.text()}, past the last "
                                                     f"{reg.file} register", tuple(notes))
                self._bind_alias(Binding(name, "alias", element.text(), element, item_loc, tuple(notes),
                                        group=group))

    def _bind_alias(self, binding: Binding) -> None:
        self._check_budget(binding)
        self.ctx.names.bind(binding)

    def _alias_names(self, target: str, loc: SourceLoc, notes) -> list[str] | None:
        """`arr0..11` -> arr0 … arr11; `q[0..3]` -> q0 … q3; `q[4]` -> q0 … q3; a plain name -> None."""
        array = _ALIAS_ARRAY.match(target)
        if array is not None and ".." not in array.group(2):   # HetPas's `alias q[4]=v16`: q0 … q3
            count = self._eval_int(array.group(2), loc, notes, "an alias array size")
            if not 0 < count <= 1024:
                raise AssemblyError.at(loc, f"bad alias array size {count}", tuple(notes))
            return [f"{array.group(1)}{k}" for k in range(count)]
        match = _ALIAS_RANGE_BRACKET.match(target) or _ALIAS_RANGE_SUFFIX.match(target)
        if not match:
            if not re.fullmatch(_NAME, target):
                raise AssemblyError.at(loc, f"'{target}' is not a valid alias name", tuple(notes))
            return None
        prefix, first_text, last_text = match.groups()
        first = self._eval_int(first_text, loc, notes, "an alias range bound")
        last = self._eval_int(last_text, loc, notes, "an alias range bound")
        if last < first or last - first > 1024:
            raise AssemblyError.at(loc, f"bad alias range {first}..{last}", tuple(notes))
        return [f"{prefix}{k}" for k in range(first, last + 1)]

    def leave(self, stmt: Statement) -> None:
        if self.ctx.names.depth == 0:
            raise AssemblyError.at(stmt.loc, "'leave' without a matching 'enter'", stmt.notes)
        blocks = self.ctx.flow.blocks
        if blocks and blocks[-1].scope_depth == self.ctx.names.depth:
            block = blocks[-1]
            scope = self.ctx.names.scopes[-1]
            raise AssemblyError.at(stmt.loc, f"'leave' inside '{block.kind}' (opened at {block.stmt.loc}) would close "
                                             f"the scope entered at {scope.loc} before the {block.kind} ends",
                                   (Note(block.stmt.loc, f"'{block.kind}' opened here"),
                                    Note(scope.loc, "scope entered here")) + stmt.notes)
        self.ctx.names.leave(stmt.loc)

    def budget(self, file: str, rest: str, loc: SourceLoc, notes) -> None:
        keyword = f"num{file}gprs"
        value = self._eval_int(rest, loc, notes, keyword)
        target = self.ctx.target
        limit = FILE_SIZES[file] if file == "v" or target is None else target.max_sgprs
        if not 0 < value <= limit:
            why = ""
            if file == "s" and value > limit:
                why = (f": {self.ctx.arch} has s0..s{limit - 1} (VCC, FLAT_SCRATCH and XNACK_MASK come after them, "
                       f"and masm adds them to the count itself)")
            raise AssemblyError.at(loc, f"{keyword} {value} is outside 1..{limit}{why}", tuple(notes))
        self.ctx.budgets[file] = value
        for binding in self.ctx.names.live_bindings():
            self._check_budget(binding)
