"""Real cards whose mana may be spent only on some spells (rulings/oracle/mana_restrictions.py,
rulings/engine/restricted_mana.py): "Spend this mana only to cast a creature spell."
(2026 106.6; the February 2007 rules have no rule on it, the card's text is followed
under both editions and 106.6 is cited only under 2026)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, texts

EDITIONS = ("2007-02-01", "2026-06-19")


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def run(lookup, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "spend"), cards=lookup))


def test_the_cards_are_fully_played(pool):
    for name in ("Beastcaller Savant", "Pillar of the Paruns", "Mishra's Workshop", "Somberwald Sage", "Hydro-Channeler"):
        assert pool[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_beastcaller_savants_mana_pays_for_a_creature_spell(lookup, rules):
    """The action names no mana: the engine finds Savant's restricted mana and the Forest's."""
    replay = run(lookup, [obj("savant", "Beastcaller Savant"), obj("forest", "Forest"), obj("bears", "Grizzly Bears", "hand")],
                 [{"type": "play_spell", "player": "Alice", "object": "bears"}], rules)
    assert not replay.steps[-1].refused, texts(replay)
    assert "Alice spends 1 mana that may be spent only to cast a creature spell on this spell." in texts(replay)
    assert (("106.6", "mana_spending_restriction") in cited_pairs(replay)) is (rules == "2026-06-19")


@pytest.mark.parametrize("rules", EDITIONS)
def test_beastcaller_savants_mana_cant_pay_for_an_instant(lookup, rules):
    replay = run(lookup, [obj("savant", "Beastcaller Savant"), obj("shock", "Shock", "hand")],
                 [{"type": "activate_ability", "player": "Alice", "object": "savant", "ability": 1, "choice": "R"},
                  {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}], rules)
    assert not replay.steps[-2].refused
    assert replay.steps[-1].refused
    assert "{R} more in it may be spent only to cast a creature spell" in replay.steps[-1].events[-1].text
    assert replay.final_state["players"][0]["restricted_mana"] == [{"type": "R", "spend_only": "creature_spell"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_pillar_of_the_paruns_pays_for_a_multicolored_spell_only(lookup, rules):
    tap = {"type": "activate_ability", "player": "Alice", "object": "pillar", "ability": 0, "choice": "W"}
    replay = run(lookup, [obj("pillar", "Pillar of the Paruns"), obj("bears", "Grizzly Bears", "hand"), obj("forest", "Forest")],
                 [tap, {"type": "play_spell", "player": "Alice", "object": "bears"}], rules)
    assert replay.steps[-1].refused  # Grizzly Bears is green only: the Forest pays {G}, nothing pays {1}
    replay = run(lookup, [obj("pillar", "Pillar of the Paruns"), obj("m", "Mountain"), obj("helix", "Lightning Helix", "hand")],
                 [tap, {"type": "play_spell", "player": "Alice", "object": "helix", "targets": ["Bob"]}], rules)
    assert not replay.steps[-1].refused, texts(replay)
    assert replay.final_state["players"][1]["life"] == 20  # on the stack, not resolved


@pytest.mark.parametrize("rules", EDITIONS)
def test_mishras_workshop_pays_for_an_artifact_and_the_rest_stays_restricted(lookup, rules):
    replay = run(lookup, [obj("shop", "Mishra's Workshop"), obj("jugg", "Juggernaut", "hand"), obj("orni", "Ornithopter", "hand"),
                          obj("helix", "Lightning Helix", "hand")],
                 [{"type": "activate_ability", "player": "Alice", "object": "shop", "ability": 0},
                  {"type": "play_spell", "player": "Alice", "object": "orni"}], rules)
    assert not replay.steps[-1].refused, texts(replay)
    # Ornithopter costs {0}: the three mana stay, still only for artifact spells
    assert replay.final_state["players"][0]["restricted_mana"] == [{"type": "C", "spend_only": "artifact_spell"}] * 3
    assert replay.final_state["players"][0]["mana_pool"]["C"] == 0


@pytest.mark.parametrize("rules", EDITIONS)
def test_restricted_mana_empties_with_the_pool(lookup, rules):
    replay = run(lookup, [obj("shop", "Mishra's Workshop")],
                 [{"type": "activate_ability", "player": "Alice", "object": "shop", "ability": 0},
                  {"type": "pass_until", "player": "Alice", "step": "declare_attackers"}], rules)
    assert "restricted_mana" not in replay.final_state["players"][0]
    life = replay.final_state["players"][0]["life"]
    assert life == (17 if rules == "2007-02-01" else 20)  # 2007 300.3: mana burn; 2026 500.5: it simply empties


@pytest.mark.parametrize("text", [
    "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of Dragons.",
    "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type.",
    # "... to cast a Sliver spell." is read now (mana_for_typed_spells.py); two creature types aren't
    "{T}: Add one mana of any color. Spend this mana only to cast a Sliver or Dragon spell.",
    "{T}: Add one mana of any color. Spend this mana only to cast a creature spell, and that spell can't be countered.",
    "{T}: Add {W} or {U}. This land deals 1 damage to you. Spend this mana only to cast a creature spell.",
])
def test_a_near_miss_stays_text_only(text):
    compiled = compile_card({"name": "Near Miss", "types": ["Land"], "text": text})
    assert not compiled.played, compiled.definition


def test_a_restriction_with_no_mana_before_it_stays_text_only():
    compiled = compile_card({"name": "Near Miss", "types": ["Instant"], "mana_cost": "{G}",
                             "text": "Draw a card. Spend this mana only to cast a creature spell."})
    assert not compiled.played
