"""The DAXPY reference rounds once, like v_fma_f64."""

import math
import struct

from tests.reference import daxpy


def test_fma_rounds_once():
    a = 1.0 + 2.0**-30
    b = 1.0 - 2.0**-30
    c = -1.0
    assert a * b + c == 0.0                       # two roundings lose the low bits
    assert daxpy.fma(a, b, c) == -(2.0**-60)      # one rounding keeps them


def test_fma_signed_zero_overflow_and_specials():
    assert math.copysign(1.0, daxpy.fma(-0.0, 1.0, -0.0)) == -1.0
    assert math.copysign(1.0, daxpy.fma(1.0, 1.0, -1.0)) == 1.0
    assert daxpy.fma(1e308, 10.0, 0.0) == math.inf
    assert daxpy.fma(-1e308, 10.0, 0.0) == -math.inf
    assert math.isnan(daxpy.fma(math.inf, 0.0, 1.0))


def test_daxpy_and_kernarg_layout():
    assert daxpy.daxpy(2.0, [1.0, 2.0], [0.5, -4.0]) == [2.5, 0.0]
    args = daxpy.kernel_arguments(5, 2.5, 0x1000, 0x2000, 0x3000)
    assert len(args) == 40
    assert struct.unpack_from("<I", args, 0)[0] == 5
    assert struct.unpack_from("<d", args, 8)[0] == 2.5
    assert struct.unpack_from("<3Q", args, 16) == (0x1000, 0x2000, 0x3000)
    assert daxpy.unpack_f64(daxpy.pack_f64([1.5, -2.0])) == [1.5, -2.0]
