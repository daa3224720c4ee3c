"""One lint run: the stages unit by unit (every kernel, every instruction), collecting every diagnostic."""
from __future__ import annotations

from typing import Mapping, Sequence

from ..diagnostics import AssemblyError, Diagnostic, DiagnosticSink, SourceLoc
from ..foreign_input import not_assembly
from .cache import LintCache, Segment, preprocess_segments
from .checks import lint_warnings
from .model import Analysis, KernelAnalysis
from .stages import stages


def lint_source(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
                cache: LintCache | None = None, defines: Mapping[str, str] | None = None) -> list[Diagnostic]:
    """Every error the assembler would report for `source`, and lint's warnings, in source order."""
    return analyze(source, arch, filename=filename, include_dirs=include_dirs, cache=cache,
                   defines=defines).diagnostics


def analyze(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
            cache: LintCache | None = None, defines: Mapping[str, str] | None = None) -> Analysis:
    """`defines` (`masm lint -D`) are read before the first line; a run with them is not cut into cached segments."""
    stages.check_arch(arch, filename, source)
    result = Analysis(filename, arch)
    refused = not_assembly(source)
    if refused is not None:
        result.diagnostics = [Diagnostic("error", refused[1], SourceLoc(filename, refused[0], 1))]
        return result
    found: list[Diagnostic] = []
    include_dirs = tuple(include_dirs)
    columns = stages.source_columns(filename, source)
    try:
        segmented = preprocess_segments(source, filename, arch, include_dirs, cache) if not defines else None
        if segmented is not None:
            result.statements = [st for seg in segmented for st in seg.statements]
            found.extend(getattr(segmented[0].statements, "warnings", ()))   # the prelude's definitions
            if not _analyze_segments(segmented, arch, filename, result, found, cache, columns):
                segmented = None
                result.kernels, found = [], []
        if segmented is None:
            _analyze_whole(source, arch, filename, include_dirs, defines, result, found, cache, columns)
    except AssemblyError as e:
        result.diagnostics = _ordered(e.diagnostics, filename, columns)
        return result
    if not any(d.severity == "error" for d in found) and not all(ka.complete for ka in result.kernels):
        found.extend(_late_errors(source, arch, filename, include_dirs, defines))
    if not any(d.severity == "error" for d in found):
        found.extend(lint_warnings(result, source, arch))
    if cache:
        cache.trim()
    if any(d.severity == "error" for d in found):      # as the build: a run with errors gives its errors
        found = [d for d in found if d.code not in ("missing-waitcnt", "hazard")]
    found = stages.silenced(found, filename, source)
    result.diagnostics = _ordered(found, filename, columns)
    return result


def _analyze_whole(source: str, arch: str, filename: str, include_dirs: tuple, defines, result: Analysis,
                   found: list[Diagnostic], cache: LintCache | None, columns) -> None:
    """The whole file, stage by stage, going on after errors as the build does (pipeline.collect_front_end): a
    statement the preprocessor reported is not reported again by later stages, and after an error that leaves lines
    out, no kernel is laid out (layout would only report what is missing)."""
    errors: list[Diagnostic] = []
    dropped: list = []
    result.statements = stages.preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs,
                                          defines=defines, errors=errors, dropped=dropped)
    found.extend(errors)
    found.extend(getattr(result.statements, "warnings", ()))   # definitions that shadow a built-in
    poisoned = {stages.statement_key(st) for st in dropped}
    reported = {(st.loc.file, st.loc.line, st.notes) for st in dropped}
    split = DiagnosticSink()
    kernels = stages.split_kernels(result.statements, filename=filename, arch=arch, sink=split)
    found.extend(d for d in split.items if (d.loc.file, d.loc.line, d.notes) not in reported)
    layout = "none" if errors or split.errors else "full"
    if kernels and kernels[0].file_lines:        # `.amdgcn_target` outside the kernel blocks: checked as the build does
        from ..pipeline import target_of_lines
        try:
            target_of_lines(kernels[0].file_lines, arch)
        except AssemblyError as e:
            found.extend(e.diagnostics)
    for kernel in kernels:
        result.kernels.append(_analyze_kernel(kernel, arch, found, cache, poisoned=poisoned, layout=layout,
                                              columns=columns))


def _analyze_segments(segments: list[Segment], arch: str, filename: str, result: Analysis,
                      found: list[Diagnostic], cache: LintCache, columns=None) -> bool:
    """Split and analyse each kernel segment on its own (reusing unchanged ones), giving what the whole file gives.
    False when cutting cannot give the whole file's answer: the prelude emits statements, two kernels share a name,
    or a kernel's declarations are wrong (then the whole file says which kernels are laid out)."""
    if segments[0].statements:
        return False
    for seg in segments[1:]:
        if seg.kernels is None:
            seg.kernels, seg.found = [], []
            try:
                kernels = stages.split_kernels(seg.statements, filename=filename, arch=arch)
            except AssemblyError as e:
                seg.split_errors = list(e.diagnostics)
            else:
                seg.split_errors = []
                for kernel in kernels:
                    seg.kernels.append(_analyze_kernel(kernel, arch, seg.found, cache, lowered_cache=False,
                                                       columns=columns))
        if seg.split_errors:
            return False
        result.kernels.extend(seg.kernels)
        found.extend(seg.found)
    names = [getattr(ka.source, "name", "").lower() for ka in result.kernels]
    return len(names) == len(set(names))


def _analyze_kernel(kernel, arch: str, found: list[Diagnostic], cache: LintCache | None,
                    lowered_cache: bool = True, poisoned=(), layout: str = "full", columns=None) -> KernelAnalysis:
    """Lower, encode and lay out one kernel, collecting every diagnostic into `found`.  (A kernel segment that is
    analysed here has changed, so its lowering is not looked up in `cache.lowered`: the key costs more than it saves.)"""
    ka = KernelAnalysis(kernel)
    key = _kernel_key(kernel, arch) if cache and lowered_cache and not poisoned else None
    if key is not None:
        cache.live.add(key)
    if key is not None and key in cache.lowered:
        ka.lowered = cache.lowered[key]
    else:
        sink = DiagnosticSink()
        ka.lowered = stages.lower(kernel, arch, sink, poisoned)
        found.extend(sink.items)
        if sink.errors and layout == "full":
            layout = "labels"
        if key is not None and not sink.errors:
            cache.lowered[key] = ka.lowered
    found.extend(getattr(ka.lowered, "warnings", ()) or ())
    encoder = _CachingEncoder(arch, cache.encodings if cache else {})
    if stages.can_encode_with(encoder):
        ka.complete = _encode_and_place(ka, encoder, found, layout, columns)
    else:
        _encode_each_line(ka, encoder, found)
    return ka


class _CachingEncoder:
    """`masm.isa.encode` for one architecture, remembering every encoding by its text (an encoding depends only on
    the text and the architecture; errors are never cached, so they keep their locations)."""

    def __init__(self, arch: str, memo: dict):
        self.arch = arch
        self.memo = memo

    def __call__(self, text: str, loc: SourceLoc, notes=()):
        hit = self.memo.get((text, self.arch))
        if hit is None:
            hit = self.memo[(text, self.arch)] = stages.encode(text, self.arch, loc, tuple(notes))
        return hit

    def known(self, text: str):
        return self.memo.get((text, self.arch))


def _file_target(ka: KernelAnalysis, arch: str):
    """The target with the xnack setting of the file's `.amdgcn_target` outside masm kernel blocks (None: read the
    kernel's own lines, as for a file of LLVM syntax; a wrong target id is the build's error, reported elsewhere)."""
    lines = getattr(ka.source, "file_lines", ())
    if not lines:
        return None
    from ..pipeline import target_of_lines
    try:
        return target_of_lines(lines, arch)[0]
    except AssemblyError:
        return None


def _encode_and_place(ka: KernelAnalysis, encoder: _CachingEncoder, found: list[Diagnostic], layout: str = "full",
                      columns=None) -> bool:
    """The build's own encoding (budgets, data directives) and layout (labels, branch range) of one kernel; `layout`
    as for the build's pipeline._build_kernel ("labels": after an error, only undefined labels are looked for)."""
    sink = DiagnosticSink()
    lines = stages.encode_lines(ka.lowered, encoder.arch, sink, encoder, columns)
    found.extend(_in_user_terms(ka.lowered, sink.items))
    if not sink.errors:
        found.extend(stages.static_checks(lines, encoder.arch, _file_target(ka, encoder.arch)))
    for ln in lines:
        enc = encoder.known(ln.text) if ln.kind == "code" else None
        if enc is not None:
            ka.encoded.append((ln.origin, enc))
    if sink.errors or layout != "full":
        if layout != "none":
            found.extend(_in_user_terms(ka.lowered, stages.label_errors(lines, encoder)))
        return True
    try:
        found.extend(stages.layout(lines, encoder))
    except AssemblyError as e:
        found.extend(_in_user_terms(ka.lowered, e.diagnostics))
    return True


def _in_user_terms(lowered, diagnostics) -> list[Diagnostic]:
    """Generated label names in messages replaced by what the user wrote (LoweredKernel.in_user_terms)."""
    speak = getattr(lowered, "in_user_terms", None)
    return speak(diagnostics) if speak is not None else list(diagnostics)


def _encode_each_line(ka: KernelAnalysis, encoder: _CachingEncoder, found: list[Diagnostic]) -> None:
    """Encode every instruction line (when the build's encode_lines cannot take lint's encoder)."""
    for line in ka.lowered.lines:
        text = line.text.strip()
        if not text or text.endswith(":") or text.startswith("."):
            continue
        try:
            ka.encoded.append((line, encoder(text, line.loc, tuple(line.notes))))
        except AssemblyError as e:
            found.extend(e.diagnostics)


def _kernel_key(kernel, arch: str) -> tuple | None:
    """Everything lowering reads from a KernelSource, hashable (None: not cacheable)."""
    try:
        key = (arch, kernel.name, kernel.loc, tuple(kernel.statements), tuple(getattr(kernel, "workgroup_size", ())),
               getattr(kernel, "lds_bytes", 0), tuple(getattr(kernel, "args", ())),
               tuple(sorted((getattr(kernel, "aliases", None) or {}).items())), getattr(kernel, "end_loc", None))
        hash(key)
        return key
    except (AttributeError, TypeError):
        return None


def _late_errors(source: str, arch: str, filename: str, include_dirs, defines=None) -> list[Diagnostic]:
    """Errors only a whole build finds: run it, keep nothing but its diagnostics.  Only used when lint could not run
    the build's encode_lines/layout_kernel itself, and only when every kernel lowered and encoded cleanly."""
    try:
        stages.build(source, arch, filename=filename, include_dirs=include_dirs, defines=defines)
    except AssemblyError as e:
        return list(e.diagnostics)
    return []


def _ordered(diags: Sequence[Diagnostic], filename: str, columns=None) -> list[Diagnostic]:
    """Unique diagnostics, the main file's first, in line/column order (errors before warnings at one spot); every
    column within its line."""
    seen = set()
    out = []
    for d in diags:
        key = (d.severity, d.message, d.loc, d.notes)
        if key not in seen:
            seen.add(key)
            d = stages.collapsed(d)
            out.append(columns.fit(d) if columns is not None else d)
    return sorted(out, key=lambda d: (d.file != filename, d.file, d.line, d.column, d.severity != "error"))
