"""Token-making triggers on a creature type's permanents entering or dying (rulings/oracle/kindred_token_triggers.py),
played from real cards' Oracle text (kindred_token_triggers_cards.json: records copied from the pool):
"Whenever another nontoken Bird you control enters, create ..." (Knightfisher), "... another nontoken Soldier you
control dies ..." (Siege Veteran), "Whenever this creature or another nontoken Zombie you control dies, ..."
(Headless Rider), "Whenever this creature or another Cleric dies, ..." (Rotlung Reanimator), "Whenever Ganax or
another Dragon you control enters, ..." (Ganax, Astral Hunter). A token is a permanent that isn't represented by a
card (2007 216.1; 2026 111.1); a dies trigger looks back at the creature as it last existed (2007 410.10d; 2026
603.10a). Near misses (an effect other than making tokens, "another Human creature", "dies or deals combat damage")
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "kindred_token_triggers_cards.json"
POOL_TOO = True  # Pyroclasm, Shock, Raise the Alarm, Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Knightfisher", "Lathliss, Dragon Queen", "Siege Veteran", "Arahbo, the First Fang", "Sethron, Hurloon General",
          "Go-Shintai of Life's Origin", "Headless Rider", "Scion of Opulence", "Ganax, Astral Hunter", "Rotlung Reanimator",
          "Baboon Spirit", "Darksteel Splicer"]
#: "another Human creature" (a Human that is a creature), "dies or deals combat damage to a player", an effect that
#: pays and exiles the creature that died, an effect that isn't a token's
NEAR_MISSES = ["Xathrid Necromancer", "Millicent, Restless Revenant", "Timothar, Baron of Bats", "Qasali Slingers"]
LOOK_BACK = {R2007: "410.10d", R2026: "603.10a"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "kindred token triggers"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tokens(replay, subtype, owner=None) -> list:
    return [o for o in objects_in(replay.final_state).values()
            if o.get("token") and subtype in o.get("subtypes", []) and (owner is None or o.get("owner") == owner)]


def cast(oid, *lands, targets=None) -> list:
    return [{"type": "play_spell", "player": "Alice", "object": oid, **({"targets": targets} if targets else {}),
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_kindred_token_trigger_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_knightfisher_makes_a_fish_when_another_nontoken_bird_enters(cards, rules):
    objects = [obj("fisher", "Knightfisher"), obj("crow", "Storm Crow", zone="hand"), obj("i1", "Island"), obj("i2", "Island")]
    replay = play(cards, objects, [*cast("crow", "i1", "i2"), p("Alice"), p("Bob")], rules)
    fish = tokens(replay, "Fish")
    assert len(fish) == 1 and (fish[0]["power"], fish[0]["toughness"]) == (1, 1), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_siege_veteran_triggers_for_a_nontoken_soldier_only_not_itself_nor_soldier_tokens(cards, rules):
    """Pyroclasm kills Siege Veteran, Elite Vanguard and two Soldier tokens of Raise the Alarm: only the
    Vanguard (another, nontoken) makes a token."""
    objects = [obj("veteran", "Siege Veteran"), obj("vanguard", "Elite Vanguard"), obj("alarm", "Raise the Alarm", zone="hand"),
               obj("pyro", "Pyroclasm", zone="hand"), obj("w1", "Plains"), obj("w2", "Plains"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [*cast("alarm", "w1", "w2"), *cast("pyro", "m1", "m2"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    artifact_soldiers = [t for t in tokens(replay, "Soldier") if "Artifact" in t.get("types", [])]
    assert len(artifact_soldiers) == 1, log(replay)
    assert not [t for t in tokens(replay, "Soldier") if "Artifact" not in t.get("types", [])], log(replay)  # the Alarm's died
    assert LOOK_BACK[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_headless_rider_triggers_for_itself_and_its_controllers_nontoken_zombie(cards, rules):
    objects = [obj("rider", "Headless Rider"), obj("scathe", "Scathe Zombies"), obj("bears", "Grizzly Bears"),
               obj("bob_zombie", "Scathe Zombies", owner="Bob"), obj("pyro", "Pyroclasm", zone="hand"),
               obj("m1", "Mountain"), obj("m2", "Mountain")]
    replay = play(cards, objects, [*cast("pyro", "m1", "m2"), p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert len(tokens(replay, "Zombie", "Alice")) == 2 and not tokens(replay, "Zombie", "Bob"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rotlung_reanimator_triggers_for_another_players_cleric(cards, rules):
    """Bob's Rotlung Reanimator dies: it triggers for itself (Bob's Zombie) and Alice's for another Cleric
    (no "you control")."""
    objects = [obj("alice_rotlung", "Rotlung Reanimator"), obj("bob_rotlung", "Rotlung Reanimator", owner="Bob"),
               obj("shock", "Shock", zone="hand"), obj("m1", "Mountain")]
    replay = play(cards, objects, [*cast("shock", "m1", targets=["bob_rotlung"]), p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert len(tokens(replay, "Zombie", "Alice")) == 1 and len(tokens(replay, "Zombie", "Bob")) == 1, log(replay)


def test_ganax_makes_a_treasure_as_it_enters_itself(cards):
    objects = [obj("ganax", "Ganax, Astral Hunter", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5))]
    replay = play(cards, objects, [*cast("ganax", *(f"m{i}" for i in range(5))), p("Alice"), p("Bob")], R2026)
    assert len(tokens(replay, "Treasure", "Alice")) == 1, log(replay)
    assert "603.2" in cited(replay) or "603.3" in cited(replay), sorted(cited(replay))
