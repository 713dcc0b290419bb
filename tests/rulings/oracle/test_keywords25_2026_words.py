"""The replays of this session's keyword cards (toxic, partner, persist, undying,
convoke, affinity, delve, improvise, crew, buyback, evolve) played under the June
2026 rules say none of the words only the February 2007 edition uses."""
import re

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.wording import ONLY_2007

from . import (test_affinity_and_convoke as affinity, test_buyback_502_16a_702_27a as buyback, test_crew_702_122a as crew,
               test_delve_and_improvise_702_66a_702_126a as delve, test_evolve_702_100a as evolve,
               test_persist_and_undying_702_79a_702_93a as persist, test_toxic_and_partner_702_164_702_124 as toxic)

SCENARIOS = {
    "toxic": lambda: toxic.scenario([toxic.obj("stalker", "Branchblight Stalker")], toxic.attack("stalker")),
    "partner": lambda: toxic.scenario([toxic.obj("rograkh", "Rograkh, Son of Rohgahh")], []),
    "persist": lambda: persist.finks_shocked(2),
    "convoke": lambda: affinity.wurm(["elf", "mite"], lands=5),
    "affinity": lambda: affinity.frogmite_with_two_artifacts(2),
    "delve": lambda: delve.angler(["s0", "s1", "s2"]),
    "improvise": lambda: delve.assembler(["f1", "f2"]),
    "crew": lambda: crew.scenario(crew.objects(), [crew.crew("stalker"), *crew.passes()]),
    "buyback": lambda: buyback.capsize({"buyback": True}),
    "evolve": lambda: evolve.cast("Branchblight Stalker"),
}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_a_2026_replay_says_no_2007_word(lookup, name):
    replay = run_scenario(load_scenario(SCENARIOS[name](), cards=lookup))
    said = [ev.text for st in replay.steps for ev in st.events] + [c.reason for st in replay.steps for ev in st.events
                                                                    for c in ev.citations]
    found = [(w, t) for t in said for w in ONLY_2007 if re.search(w, t, re.IGNORECASE)]
    assert found == []
