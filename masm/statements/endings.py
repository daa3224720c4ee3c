"""Where a kernel may run past its last instruction: no `s_endpgm` on some path (the wave then executes whatever
memory follows), or no instruction at all.

Each lowered line falls through to the next unless the ISA table says it ends the program (`s_endpgm`) or it is the
unconditional `s_branch`; a branch also goes to its label.  A kernel with an indirect branch (`s_setpc_b64`,
`s_swappc_b64`, …), a branch to something that is not one of its labels, or an instruction the table does not know
(its own error says so) is not judged: its paths are unknown.
The common ending — a last line that ends the program or branches away — is decided without walking the code.
"""
from __future__ import annotations

from itertools import compress, count
from operator import itemgetter

from ..diagnostics import Diagnostic, Note


def end_warnings(lines, arch: str, kernel) -> list[Diagnostic]:
    """The warning for `kernel` (lowered `lines`) when execution may run off its end, or it has no instruction."""
    name = getattr(kernel, "name", "?")
    flow = _Flow(arch)
    if lines and not _is_label(lines[-1].text) and not flow.falls_through(lines[-1].text):
        return []             # the usual ending: nothing follows an s_endpgm (or a branch away)
    if all(line.text[-1:] == ":" for line in lines):
        loc = getattr(kernel, "loc", None)
        if loc is None:
            return []
        if not lines and getattr(kernel, "end_loc", None) is None:
            return [Diagnostic("warning", "the source is empty: there is nothing to assemble", loc)]
        return [Diagnostic("warning", f"kernel '{name}' has no instructions (not even s_endpgm)", loc)]
    last = flow.last_reachable(lines)
    if last is None:
        return []
    end = getattr(kernel, "end_loc", None)
    notes = ((Note(end, "the kernel ends here"),) if end is not None else ()) + tuple(last.notes)
    return [Diagnostic("warning", f"execution can run past the end of kernel '{name}': the last instruction on this "
                                  f"path is not s_endpgm (or a branch away)", last.loc, notes)]


def _is_label(text: str) -> bool:
    return text.endswith(":")


class _Flow:
    def __init__(self, arch: str):
        from ..isa.table import forms_by_mnemonic
        from ..layout import UNCONDITIONAL_BRANCH
        self.forms = forms_by_mnemonic(arch)
        self.flags: dict[str, frozenset] = {}
        self.unconditional = UNCONDITIONAL_BRANCH

    def _flags(self, mnemonic: str) -> frozenset:
        flags = self.flags.get(mnemonic)
        if flags is None:
            forms = self.forms.get(mnemonic, ())
            flags = self.flags[mnemonic] = frozenset().union(*(form.flags for form in forms))
        return flags

    def falls_through(self, text: str) -> bool:
        mnemonic = text.split(None, 1)[0].lower()
        if mnemonic == self.unconditional:
            return False
        flags = self._flags(mnemonic)
        return "ends_program" not in flags and "indirect_branch" not in flags

    def known(self, text: str) -> bool:
        """A data directive or an instruction of the table (else the line's own error is the news)."""
        return text[:1] == "." or text.split(None, 1)[0].lower() in self.forms

    def last_reachable(self, lines, every_line: bool = False):
        """The reachable line after which execution leaves the kernel's end, or None (none, or paths unknown).
        A line that only goes on to the next (`_stops_at`, asked once per distinct text) is passed over; the labels
        are found when a branch is first met.  `every_line`: each line is looked at (the tests' reference)."""
        last_code = next(i for i in range(len(lines) - 1, -1, -1) if lines[i][0][-1:] != ":")   # (from the end)
        labels = None
        stops: dict[str, bool] = {}
        seen = bytearray(len(lines))
        todo = [0]
        exit_from = None
        while todo:
            i = todo.pop()
            while i <= last_code and not seen[i]:
                seen[i] = True
                text = lines[i][0]                # (PlainLine.text)
                if not every_line and i != last_code:
                    stop = stops.get(text)
                    if stop is None:
                        stop = stops[text] = self._stops_at(text)
                    if not stop:
                        i += 1
                        continue
                if text[-1:] == ":":
                    i += 1
                    continue
                mnemonic = text.split(None, 1)[0].lower()
                flags = self._flags(mnemonic)
                if "indirect_branch" in flags or not self.known(text):
                    return None
                if "ends_program" in flags:
                    break
                if "branch" in flags:
                    if labels is None:
                        labels = _labels(lines)
                    target = labels.get(text.split()[-1].lower())
                    if target is None:
                        return None
                    if target > last_code:
                        exit_from = exit_from or lines[i]
                    todo.append(target)
                    if mnemonic == self.unconditional:
                        break
                if i == last_code:
                    exit_from = exit_from or lines[i]
                i += 1
        return exit_from

    def _stops_at(self, text: str) -> bool:
        """Whether the walk must look at a line of `text`: a label, or a line that may do more than go on to the
        next (a branch, an end, an indirect branch, an instruction the table does not know)."""
        if text[-1:] == ":":
            return True
        words = text.split(None, 1)
        if not words:
            return True
        flags = self._flags(words[0].lower())
        return bool(flags & _STOPPING) or not self.known(text)


def _labels(lines) -> dict[str, int]:
    """Each label's line (the last, when one is written twice), found at C level: most lines are no label."""
    texts = list(map(itemgetter(0), lines))          # (PlainLine.text)
    named = {text for text in set(texts) if text[-1:] == ":"}
    return {texts[i][:-1].strip().lower(): i for i in compress(count(), map(named.__contains__, texts))}


_STOPPING = frozenset(("indirect_branch", "ends_program", "branch"))
