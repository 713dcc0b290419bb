"""Real cards with soulbond (2026 702.95; later than February 2007): the creature pairs with another
unpaired creature its controller controls as either enters, and "as long as this creature is paired
with another creature, both creatures have ..." (Silverblade Paladin, Wolfir Silverheart, Stonewright...)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "soulbond_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
PLAYED = 18  # of the 24 soulbond cards: not Diregraf Escort, Deadeye Navigator, Imperious Mindbreaker, Doom Weaver, Mirage Phalanx, Donna Noble
PAIR = "As long as this creature is paired with another creature, both creatures have flying."


def lands(kind, n, prefix="l"):
    return [obj(f"{prefix}{i}", kind) for i in range(n)]


def cast(oid, n, player="Alice", prefix="l", targets=None):
    action = {"type": "play_spell", "player": player, "object": oid, "mana_abilities": [{"object": f"{prefix}{i}"} for i in range(n)]}
    if targets:
        action["targets"] = targets
    return action


def resolve(**choices):
    return [p("Alice"), p("Bob", **({"choices": choices} if choices else {}))]


def paladin_cast(choice=None, more=(), rules=R26):
    """Alice casts Silverblade Paladin ({1}{W}{W}) with her Grizzly Bears in play; its soulbond triggers and resolves."""
    return in_main_phase([obj("paladin", "Silverblade Paladin", zone="hand"), obj("bears", "Grizzly Bears"), *lands("Plains", 3), *more],
                         [cast("paladin", 3), *resolve(), *resolve(**({"paladin": choice} if choice is not None else {}))], rules)


def run(sc, cards):
    replay = run_scenario(load_scenario(sc, cards=cards))
    return replay, objects_in(replay.final_state)


def test_the_soulbond_cards_are_fully_played(compiled):
    soulbond = [name for name, c in compiled.items() if any(p.startswith("Soulbond") for p in c.definition.get("text", "").split("\n"))
                or name in ("Diregraf Escort", "Donna Noble")]
    played = [name for name in soulbond if compiled[name].played]
    assert len(played) == PLAYED, sorted(set(soulbond) - set(played))


@pytest.mark.parametrize("text", [
    "Soulbond\nAs long as this creature is paired with another creature, both creatures have protection from Zombies.",
    "Soulbond\nAs long as this creature is paired with another creature, both creatures have flying and get +1/+1.",
    "Soulbond\nWhenever this creature or a creature it's paired with is dealt damage, this creature deals that much damage to target opponent.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text}).played


def test_a_paired_ability_without_soulbond_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{W}", "types": ["Creature"], "power": "2", "toughness": "2", "text": PAIR}).played


def test_702_95a_entering_with_another_unpaired_creature_pairs_them_and_both_have_the_ability(cards):
    replay, found = run(paladin_cast({"may": True, "pair_with": "bears"}), cards)
    assert not refused(replay), log(replay)
    assert found["paladin"]["paired_with"] == "bears" and found["bears"]["paired_with"] == "paladin"
    assert "double strike" in found["bears"]["keywords"] and "double strike" in found["paladin"]["keywords"]
    assert {"702.95a", "702.95b"} <= cited(replay)


def test_without_a_choice_the_player_doesnt_pair_them(cards):
    replay, found = run(paladin_cast(), cards)
    assert not refused(replay), log(replay)
    assert "paired_with" not in found["paladin"] and "double strike" not in found["bears"]["keywords"]
    assert "doesn't pair" in log(replay)


def test_702_95a_another_creature_entering_triggers_the_soulbond_of_a_creature_in_play(cards):
    sc = in_main_phase([obj("wolfir", "Wolfir Silverheart"), obj("elves", "Llanowar Elves", zone="hand"), *lands("Forest", 1)],
                       [cast("elves", 1), *resolve(), *resolve(wolfir={"may": True})], R26)
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert (found["elves"]["power"], found["elves"]["toughness"]) == (5, 5)
    assert (found["wolfir"]["power"], found["wolfir"]["toughness"]) == (8, 8)


def test_the_other_creatures_trigger_needs_no_creature_named(cards):
    sc = in_main_phase([obj("wolfir", "Wolfir Silverheart"), obj("elves", "Llanowar Elves", zone="hand"), obj("bears", "Grizzly Bears"),
                        *lands("Forest", 1)], [cast("elves", 1), *resolve(), *resolve(wolfir={"may": True, "pair_with": "bears"})], R26)
    assert refused(run_scenario(load_scenario(sc, cards=cards)))


def test_alone_the_soulbond_creature_doesnt_trigger(cards):
    sc = in_main_phase([obj("paladin", "Silverblade Paladin", zone="hand"), *lands("Plains", 3)], [cast("paladin", 3), *resolve()], R26)
    replay, found = run(sc, cards)
    assert "soulbond triggers" not in log(replay)


def test_a_creature_already_paired_doesnt_trigger_soulbond_again(cards):
    sc = in_main_phase([obj("wolfir", "Wolfir Silverheart", paired_with="bears"), obj("bears", "Grizzly Bears"),
                        obj("elves", "Llanowar Elves", zone="hand"), *lands("Forest", 1)], [cast("elves", 1), *resolve()], R26)
    replay, found = run(sc, cards)
    assert "soulbond triggers" not in log(replay)
    assert (found["bears"]["power"], found["elves"]["power"]) == (6, 1)


def test_pairing_with_an_opponents_creature_is_refused(cards):
    sc = paladin_cast({"may": True, "pair_with": "theirs"}, more=[obj("theirs", "Grizzly Bears", owner="Bob")])
    assert refused(run_scenario(load_scenario(sc, cards=cards)))


def test_702_95e_the_pair_ends_when_one_leaves_the_battlefield(cards):
    sc = in_main_phase([obj("paladin", "Silverblade Paladin", paired_with="bears"), obj("bears", "Grizzly Bears"),
                        obj("shock", "Shock", zone="hand"), *lands("Mountain", 1)], [cast("shock", 1, targets=["paladin"]), *resolve()], R26)
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert found["paladin"]["zone"] == "graveyard"
    assert "double strike" not in found["bears"]["keywords"] and "paired_with" not in found["bears"]


def test_702_95e_the_pair_ends_when_another_player_gains_control_of_one(cards):
    sc = in_main_phase([obj("wolfir", "Wolfir Silverheart", paired_with="bears"), obj("bears", "Grizzly Bears"),
                        obj("treason", "Act of Treason", owner="Bob", zone="hand"), *lands("Mountain", 3, prefix="m")], [], R26)
    for land in sc["objects"][-3:]:
        land["owner"] = "Bob"
    sc["turn"]["active_player"] = "Bob"
    sc["actions"] = [cast("treason", 3, player="Bob", prefix="m", targets=["bears"]), p("Bob"), p("Alice")]
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert (found["bears"]["power"], found["wolfir"]["power"]) == (2, 4)
    assert "702.95e" in cited(replay)


def test_a_pair_given_in_the_scenario_has_the_ability_from_the_start(cards):
    replay, found = run(in_main_phase([obj("forcemage", "Trusted Forcemage", paired_with="bears"), obj("bears", "Grizzly Bears")], [], R26), cards)
    assert (found["bears"]["power"], found["forcemage"]["power"]) == (3, 3)


def test_a_granted_quoted_ability_is_each_creatures_own(cards):
    """Stonewright: each creature of the pair has "{R}: This creature gets +1/+0 until end of turn."."""
    sc = in_main_phase([obj("stonewright", "Stonewright", paired_with="bears"), obj("bears", "Grizzly Bears"), *lands("Mountain", 1)],
                       [{"type": "activate_ability", "player": "Alice", "object": "bears", "ability": 0,
                         "mana_abilities": [{"object": "l0"}]}, *resolve()], R26)
    replay, found = run(sc, cards)
    assert not refused(replay), log(replay)
    assert (found["bears"]["power"], found["stonewright"]["power"]) == (3, 1)


def test_under_the_2007_rules_soulbond_does_nothing_and_the_replay_says_so(cards):
    replay, found = run(paladin_cast({"may": True, "pair_with": "bears"}, rules=R07), cards)
    assert "paired_with" not in found["paladin"] and "double strike" not in found["bears"]["keywords"]
    assert "soulbond" in log(replay).lower()


@pytest.mark.parametrize("objects, message", [
    ([obj("forcemage", "Trusted Forcemage", paired_with="forcemage")], "another object"),
    ([obj("forcemage", "Trusted Forcemage", paired_with="bears"), obj("bears", "Grizzly Bears", zone="hand")], "not in play"),
    ([obj("forcemage", "Trusted Forcemage", paired_with="bears"), obj("bears", "Grizzly Bears", owner="Bob")], "another controller"),
    ([obj("forcemage", "Trusted Forcemage", paired_with="bears"), obj("bears", "Grizzly Bears"),
      obj("elves", "Llanowar Elves", paired_with="bears")], "only one other creature"),
])
def test_a_malformed_pair_is_refused_naming_the_field(cards, objects, message):
    with pytest.raises(ScenarioError, match=rf"paired_with.*{message}"):
        load_scenario(in_main_phase(objects, [], R26), cards=cards)


def test_a_pair_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.paired_with.*later than the February 2007 rules"):
        load_scenario(in_main_phase([obj("forcemage", "Trusted Forcemage", paired_with="bears"), obj("bears", "Grizzly Bears")], [], R07),
                      cards=cards)
