"""More wordings of "exile ... until this creature leaves the battlefield" (rulings/oracle/exile_until_leaves.py,
the engine's effects/until.py), played from real cards (exile_until_leaves_cards.json: records copied from the pool):
Angel of Sanctions' "you may exile target nonland permanent an opponent controls until ...", Werefox Bodyguard's
"exile up to one other target non-Fox creature until ...", Grasping Giant's "exile that creature until ..." after
"Whenever this creature becomes blocked by a creature". The card returns under its owner's control as soon as the
source leaves (2026 610.3, 610.3c); the February 2007 rules have no such rule: the card's words are followed there
and the log says so."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "exile_until_leaves_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Angel of Sanctions", "Werefox Bodyguard", "All-Fates Stalker", "Earth Kingdom Jailer", "Liminal Hold",
          "Prayer of Binding", "Suspension Field", "Colossal Whale", "Constable of the Realm", "Grasping Giant"]
#: a granted quoted ability, "and all other nonland permanents ... with the same name", "all artifacts your
#: opponents control", "any number of non-Angel creatures you control": wordings this family leaves
NEAR_MISSES = ["Constricting Sliver", "Deputy of Detention", "Consulate Crackdown", "Glorious Protector"]


@pytest.mark.parametrize("name", PLAYED)
def test_exile_until_leaves_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_exiles_stay_text_only(compiled, name):
    assert not compiled[name].played


def play(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "exile until leaves"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def cast(oid, player, lands, targets=None):
    return {"type": "play_spell", "player": player, "object": oid, "mana_abilities": [{"object": land} for land in lands],
            **({"targets": targets} if targets else {})}


def angel_game(cards, may):
    objects = [obj("angel", "Angel of Sanctions", zone="hand"), *(obj(f"p{k}", "Plains") for k in range(5)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [cast("angel", "Alice", [f"p{k}" for k in range(5)]), p("Alice"), p("Bob", trigger_targets={"angel": ["bears"]}),
               p("Alice"), p("Bob", choices={"angel": {"may": may}})]
    return play(cards, R2026, objects, actions)


def test_angel_of_sanctions_exiles_the_target_when_its_controller_chooses_to(cards):
    replay = angel_game(cards, True)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)
    assert {"610.3", "608.2d"} <= cited(replay), sorted(cited(replay))


def test_angel_of_sanctions_leaves_the_target_when_its_controller_declines(cards):
    replay = angel_game(cards, False)
    assert zone_of(replay, "bears") == "in_play", log(replay)


def werefox_game(cards, rules, targets, bolt=True):
    """Alice flashes in Werefox Bodyguard; its enters ability exiles up to one other non-Fox creature;
    then Bob bolts the Bodyguard."""
    objects = [obj("fox", "Werefox Bodyguard", zone="hand"), *(obj(f"p{k}", "Plains") for k in range(3)),
               obj("lions", "Savannah Lions", owner="Bob"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("bm", "Mountain", owner="Bob")]
    actions = [cast("fox", "Alice", ["p0", "p1", "p2"]), p("Alice"), p("Bob", trigger_targets={"fox": targets}), p("Alice"), p("Bob")]
    if bolt:
        actions += [p("Alice"), cast("bolt", "Bob", ["bm"], ["fox"]), p("Bob"), p("Alice")]
    return play(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", EDITIONS)
def test_werefox_bodyguard_exiles_the_creature_until_it_leaves(cards, rules):
    replay = werefox_game(cards, rules, ["lions"], bolt=False)
    assert zone_of(replay, "lions") == "removed_from_game", log(replay)
    if rules == R2026:
        assert "610.3" in cited(replay)
    else:
        assert "A rule later than February 2007" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_werefox_bodyguards_creature_returns_when_the_bodyguard_dies(cards, rules):
    replay = werefox_game(cards, rules, ["lions"])
    assert zone_of(replay, "fox") == "graveyard", log(replay)
    assert zone_of(replay, "lions") == "in_play", log(replay)
    assert "returns" in log(replay)
    if rules == R2026:
        assert {"610.3", "610.3c"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_werefox_bodyguard_with_no_target_chosen_exiles_nothing(cards, rules):
    replay = werefox_game(cards, rules, [], bolt=False)
    assert zone_of(replay, "lions") == "in_play", log(replay)
    assert zone_of(replay, "fox") == "in_play"


def test_werefox_bodyguard_cant_target_itself(compiled):
    (ability,) = [a for a in compiled["Werefox Bodyguard"].definition["abilities"] if a.get("kind") == "triggered"]
    assert ability["targets"] == [{"not_subtypes": ["Fox"], "other": True, "types": ["Creature"], "up_to": True}]


def giant_game(cards, rules):
    objects = [obj("giant", "Grasping Giant"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["giant"]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bears", "attacker": "giant"}]},
               p("Alice"), p("Bob")]
    data = in_main_phase(objects, actions, rules, "Grasping Giant")
    data["turn"].update({"phase": "combat", "step": "beginning_of_combat"})
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_grasping_giant_exiles_the_creature_blocking_it(cards, rules):
    replay = giant_game(cards, rules)
    assert zone_of(replay, "bears") == "removed_from_game", log(replay)
    assert zone_of(replay, "giant") == "in_play"
    assert {R2007: "309.4", R2026: "509.3d"}[rules] in cited(replay), sorted(cited(replay))
