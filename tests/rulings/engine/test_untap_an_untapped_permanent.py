"""Untapping a permanent that is already untapped (or tapping a tapped one) changes nothing, and
the log says it is already so rather than that it "becomes" untapped (Intruder Alarm's "untap all
creatures" as a creature that entered untapped sees it)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

WAKE = {"name": "Wake Up", "mana_cost": "{0}", "types": ["Instant"], "text": "Untap target creature.",
        "targets": [{"types": ["Creature"]}], "effect": [{"do": "untap", "what": "target:0"}]}


@pytest.mark.parametrize("tapped, line", [(True, "Grizzly Bears becomes untapped."), (False, "Grizzly Bears is already untapped.")])
def test_untapping_says_whether_the_permanent_was_tapped(tapped, line):
    data = make([obj("w", WAKE, zone="hand"), obj("b", "Grizzly Bears", tapped=tapped)],
                [act("play_spell", object="w", targets=["b"]), pass_("Alice"), pass_("Bob")])
    replay = run_scenario(load_scenario({**data, "rules": "2026-06-19"}))
    text = [e.text for st in replay.steps for e in st.events]
    assert line in text, text
