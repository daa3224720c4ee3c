"""Reuse of earlier work: templates for macro bodies, recordings of repeated invocations (see templates.py)."""
from __future__ import annotations

from ..diagnostics import AssemblyError
from .frames import Frame
from .macros import Macro
from .templates import Collector, NotTemplatable, build_template, macro_placeholders, recording_of

TEMPLATE_LIMIT = 600  # statements a symbolic expansion may build token by token (reused ones are not counted)


class ReuseMixin:
    """Scratch expansions on a child expander that shares the definitions and caches."""

    def _child(self):
        """A scratch expander sharing this one's definitions and caches (for templates and recordings)."""
        child = type(self)(self.arch, self.include_dirs, self.words)
        child.families = self.families
        child.active = self.active
        child.names_version = self.names_version
        child.loop_templates = self.loop_templates
        child.iteration_notes = self.iteration_notes
        child.recordings = self.recordings
        child.file_tokens = self.file_tokens
        child.include_paths = self.include_paths
        child.budget = self.budget.child()   # it may make what is left of this expansion's budget, no more
        return child

    def symbolic_statements(self, toks: list, painted: frozenset, site: tuple):
        """Expand `toks` (which hold PARAM placeholders) on a scratch expander: (statements as (tokens, context) with
        contexts relative to the body, deepest nesting, invocations, definitions used).  Raises NotTemplatable or
        AssemblyError.  What it made counts against this expansion's budget at `site` (loc, notes)."""
        child = self._child()
        child.symbolic = True
        collector = Collector(self.words, TEMPLATE_LIMIT, child.budget)
        try:
            child.run([Frame(toks, (), None, None, 0, painted, 0, "text", (), break_after=True)], collector, False)
            collector.brk()
        finally:
            self.budget.spend(*child.budget.scratch(), *site)
        return collector.found, child.deepest, child.steps, tuple((k,) + v for k, v in child.deps.items())

    def _record(self, macro: Macro, body: list, painted: frozenset, site: tuple):
        """Expand one invocation's body on a scratch expander and keep the result, or None when the expansion has
        side effects (directives, __counter__) or fails (the general path then reports the error).  What it made
        counts against this expansion's budget at `site` (loc, notes)."""
        child = self._child()
        child.recording = True
        collector = Collector(self.words, 1 << 62, child.budget)
        try:
            child.run([Frame(body, (), None, None, 0, painted, 0, "macro", (), break_after=True)], collector, False)
            collector.brk()
        except (NotTemplatable, AssemblyError, RecursionError):
            return None
        finally:
            self.budget.spend(*child.budget.scratch(), *site)
        return recording_of(collector.found, child.deepest, child.steps,
                            tuple((k,) + v for k, v in child.deps.items()))

    def _still_valid(self, reused) -> bool:
        """Are the definitions a template or recording used unchanged?  (Inside a scratch expansion, the parent's
        result then depends on them too.)"""
        families = self.families
        for name, family, version in reused.deps:
            if families.get(name) is not family or family.version != version:
                return False
        if self.symbolic or self.recording:
            for name, family, version in reused.deps:
                self.deps[name] = (family, version)
        return True

    def _macro_template(self, macro: Macro, painted: frozenset, site: tuple):
        """The macro's template, built at its second invocation (most macros run once)."""
        version, template = macro.template_cache
        if version != (self.names_version, painted) or (template is not None and not self._still_valid(template)):
            macro.invocations += 1
            if macro.invocations < 2:
                return None
            macro.template_cache = ((self.names_version, painted), None)   # (while it is built: not again inside)
            try:
                template = build_template(macro_placeholders(macro), self, painted, site)
            except NotTemplatable:
                template = None   # the body stringizes or pastes an argument
            macro.template_cache = ((self.names_version, painted), template)
        return template
