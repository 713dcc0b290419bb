""""You may sacrifice another creature. If you do, ..." (Brawl-Bash Ogre), "you may
sacrifice this creature. If you do, draw a card" (Dreamcatcher), read by
optional_payments: the permanent is chosen as the effect is applied (2007: 413.2c;
2026: 608.2d, 118.12). Near misses ("sacrifice it") stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario

CHOICE = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}


def ogre(lookup, choice, rules="2026-06-19", knife=False):
    objs = [obj("x", "Brawl-Bash Ogre", "Alice"), obj("bears", "Grizzly Bears", "Alice")]
    data = scenario(objs, [{"type": "declare_attackers", "player": "Alice", "attackers": ["x"]},
                           {"type": "pass_priority", "player": "Alice"},
                           {"type": "pass_priority", "player": "Bob", "choices": {"x": choice}}],
                    rules=rules, phase="combat", step="declare_attackers")
    return run_scenario(load_scenario(data, cards=lookup))


def test_brawl_bash_ogre_is_fully_played(pool):
    assert pool["Brawl-Bash Ogre"].played
    assert pool["Brawl-Bash Ogre"].definition["abilities"][1]["effect"][0]["pay_sacrifice"] == "another_creature"


@pytest.mark.parametrize("rules", EDITIONS)
def test_brawl_bash_ogre_sacrifices_the_chosen_creature_and_gets_two_two(lookup, rules):
    replay = ogre(lookup, {"may": True, "sacrifice": ["bears"]}, rules)
    last = replay.steps[-1]
    assert not last.refused
    assert [c["id"] for c in last.state["zones"]["Alice"]["graveyard"]] == ["bears"]
    assert CHOICE[rules] in rules_cited(replay)
    assert "Alice sacrifices Grizzly Bears." in [ev.text for ev in last.events]


@pytest.mark.parametrize("rules", EDITIONS)
def test_brawl_bash_ogre_cant_sacrifice_itself_as_another_creature(lookup, rules):
    last = ogre(lookup, {"may": True, "sacrifice": ["x"]}, rules).steps[-1]
    assert last.refused and last.citations[0].rule == CHOICE[rules]


def test_brawl_bash_ogre_declined_sacrifices_nothing(lookup):
    last = ogre(lookup, {"may": False}).steps[-1]
    assert last.state["zones"]["Alice"]["graveyard"] == []


@pytest.mark.parametrize("rules", EDITIONS)
def test_dreamcatcher_sacrifices_itself_and_draws(lookup, pool, rules):
    assert pool["Dreamcatcher"].played
    data = scenario([obj("d", "Dreamcatcher", "Alice"), obj("s", "Dreamcatcher", "Alice", "hand"),
                     *(obj(f"i{i}", "Island", "Alice") for i in range(1)), obj("c1", "Grizzly Bears", "Alice", "library")],
                    [{"type": "play_spell", "player": "Alice", "object": "s", "mana_abilities": [{"object": "i0"}]},
                     {"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob", "choices": {"d": {"may": True}}}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    last = replay.steps[-1]
    assert not last.refused
    assert [c["id"] for c in last.state["zones"]["Alice"]["graveyard"]] == ["d"]
    assert [c["id"] for c in last.state["zones"]["Alice"]["hand"]] == ["c1"]
    assert ("118.12" in rules_cited(replay)) == rules.startswith("2026")


@pytest.mark.parametrize("text", [
    "Whenever another creature enters, you may sacrifice it. If you do, draw a card.",
    "When this creature enters, you may sacrifice a nontoken creature. If you do, draw a card.",
    "When this creature enters, you may sacrifice one or more Treasures. If you do, draw a card.",
])
def test_near_miss_sacrifices_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}{U}", "types": ["Creature"], "power": "2", "toughness": "2",
                         "text": text})
    assert not card.played
