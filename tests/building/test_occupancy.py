"""Occupancy calculator: AMD's worked examples, the VGPR cliffs, and `masm occupancy`."""
import json

import pytest
from click.testing import CliRunner

from masm.cli import main
from masm.occupancy import describe_cliff, occupancy


@pytest.mark.parametrize("lds, wg, expected, limited_by", [
    (64 * 1024, 128, 0.05, "lds"),      # V0: one 2-wave workgroup per CU
    (2 * 1024, 128, 0.8, "workgroups"),  # V1: 16 workgroups of 2 waves
    (4 * 1024, 256, 1.0, "waves"),       # V2: 10 workgroups of 4 waves fill the CU
])
def test_lds_worked_examples(lds, wg, expected, limited_by):
    occ = occupancy("gfx900", vgprs=16, sgprs=16, lds_bytes=lds, wg_size=wg)
    assert occ.occupancy == expected
    assert occ.limited_by == limited_by


def test_vgpr_worked_example_27_vgprs_256_threads():
    occ = occupancy("gfx900", vgprs=27, lds_bytes=4096, wg_size=256)
    assert occ.limits["vgprs"] == 9 and occ.limits["lds"] == 16 and occ.limits["workgroups"] == 16
    assert occ.workgroups_per_cu == 9 and occ.waves_per_cu == 36
    assert occ.occupancy == 0.9 and occ.limited_by == "vgprs"


@pytest.mark.parametrize("arch", ["gfx803", "gfx900"])
@pytest.mark.parametrize("vgprs, waves", [(164, 1), (128, 2), (85, 2), (84, 3), (256, 1), (24, 10), (25, 9)])
def test_vgpr_cliffs(arch, vgprs, waves):
    occ = occupancy(arch, vgprs)
    assert occ.waves_per_simd == waves
    assert occ.waves_per_cu == 4 * waves


def test_next_cliff_text():
    assert describe_cliff(occupancy("gfx900", 85)).startswith("85 VGPRs → 2 waves/SIMD; ≤ 84 gives 3")
    assert describe_cliff(occupancy("gfx900", 164)).startswith("164 VGPRs → 1 waves/SIMD; ≤ 128 gives 2")
    assert occupancy("gfx900", 85).headroom == {"factor": "vgprs", "up_to": 128}


def test_sgpr_granules_of_16():
    assert occupancy("gfx900", 8, sgprs=80).waves_per_simd == 10
    assert occupancy("gfx900", 8, sgprs=81).waves_per_simd == 8   # 96 allocated: 800 // 96
    occ = occupancy("gfx900", 8, sgprs=108)
    assert occ.waves_per_simd == 7 and occ.limited_by == "sgprs"


def test_gfx90a_unified_registers():
    # 100 VGPRs -> accum_offset 100, + 100 AGPRs = 200 (granule 8) -> 512 // 200 = 2 waves
    assert occupancy("gfx90a", 100, agprs=100).waves_per_simd == 2
    assert occupancy("gfx90a", 64).waves_per_simd == 8  # 512 // 64 = 8, the gfx90a maximum
    assert occupancy("gfx908", 100, agprs=128).waves_per_simd == 2  # separate files: the larger one counts


def test_three_wave_workgroups_cap_at_39_waves():
    occ = occupancy("gfx900", 8, wg_size=192)
    assert occ.workgroups_per_cu == 13 and occ.waves_per_cu == 39


def test_impossible_inputs_are_value_errors():
    with pytest.raises(ValueError):
        occupancy("gfx900", 257)
    with pytest.raises(ValueError):
        occupancy("gfx900", 8, wg_size=2048)
    with pytest.raises(ValueError):
        occupancy("gfx900", 8, agprs=4)


def test_cli_json_keys_and_values():
    result = CliRunner().invoke(main, ["occupancy", "--arch", "gfx900", "--vgprs", "27", "--lds", "4096",
                                       "--wg-size", "256", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert {"waves_per_simd", "waves_per_cu", "workgroups_per_cu", "occupancy", "limited_by"} <= set(data)
    assert data["occupancy"] == 0.9 and data["limited_by"] == "vgprs" and data["workgroups_per_cu"] == 9


def test_cli_table_and_usage_error():
    ok = CliRunner().invoke(main, ["occupancy", "--arch", "gfx803", "--vgprs", "85"])
    assert ok.exit_code == 0 and "≤ 84 gives 3" in ok.output
    bad = CliRunner().invoke(main, ["occupancy", "--vgprs", "300"])
    assert bad.exit_code == 2 and "at most 256" in bad.output


def test_headroom_at_the_wave_limit():
    occ = occupancy("gfx900", 8)
    assert occ.limited_by == "waves" and occ.headroom == {"factor": "vgprs", "up_to": 24}
    assert describe_cliff(occ) == "10 waves/SIMD: the hardware maximum (up to 24 VGPRs keep it)"
    assert occupancy("gfx90a", 8).headroom["up_to"] == 64  # 8 waves x 64 = 512


def test_figures_worked_out_before_are_given_again_in_fresh_dicts():
    from masm.occupancy import occupancy
    first = occupancy("gfx900", 85, 40, lds_bytes=16384, wg_size=256)
    first.limits.clear()
    first.next_cliff["at_most"] = -1
    again = occupancy("gfx900", 85, 40, lds_bytes=16384, wg_size=256)
    assert again.limits and again.next_cliff["at_most"] == 84
    assert again == occupancy("gfx900", 85, 40, lds_bytes=16384, wg_size=256)
