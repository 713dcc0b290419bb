"""Real cards whose triggered ability says "This ability triggers only once each turn."
(rulings/oracle/trigger_limits.py; rulings/engine/trigger_limits.py): the engine applies the
card's own words, which neither edition gives a numbered rule, and says so when a second
trigger event in the turn triggers nothing; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, p, record

CARDS = Path(__file__).parent / "trigger_limits_cards.json"
EDITIONS = ("2007-02-01", "2026-06-19")
TRIGGER_CONDITION = {"2007-02-01": "404.1", "2026-06-19": "603.1"}


def play(cards, objects, actions, rules, active="Alice"):
    doc = {"format": 1, "rules": rules, "name": "trigger limits", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": active, "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, lands=(), targets=None):
    action = {"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": land} for land in lands]}
    return {**action, "targets": targets} if targets else action


def tokens(replay, who="Alice"):
    return [o for o in replay.final_state["zones"][who]["in_play"] if o.get("token")]


@pytest.mark.parametrize("name", ["Whispering Wizard", "Mechan Assembler", "Academy Wall", "Morbid Opportunist", "Dusk Legion Duelist"])
def test_the_cards_are_fully_played(compiled, name):
    card = compiled[name]
    assert card.played, card.why_not
    assert any(ab.get("once_each_turn") for ab in card.definition["abilities"] if ab["kind"] == "triggered")


@pytest.mark.parametrize("rules", EDITIONS)
def test_mechan_assembler_makes_one_robot_for_two_artifacts_in_a_turn(cards, rules):
    replay = play(cards, [obj("asm", "Mechan Assembler"), obj("o1", "Ornithopter", zone="hand"), obj("o2", "Ornithopter", zone="hand")],
                  [cast("o1"), p("Alice"), p("Bob"), p("Alice"), p("Bob"), cast("o2"), p("Alice"), p("Bob")], rules)
    assert len(tokens(replay)) == 1, log(replay)
    assert "Mechan Assembler's ability doesn't trigger: it says \"This ability triggers only once each turn.\"" in log(replay)
    assert TRIGGER_CONDITION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_whispering_wizard_triggers_on_the_first_noncreature_spell_only(cards, rules):
    objects = [obj("wiz", "Whispering Wizard"), obj("g1", "Giant Growth", zone="hand"), obj("g2", "Giant Growth", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest")]
    actions = [cast("g1", ["f1"], ["wiz"]), p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               cast("g2", ["f2"], ["wiz"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(tokens(replay)) == 1, log(replay)
    assert log(replay).count("Whispering Wizard's ability triggers") == 1


@pytest.mark.parametrize("text", [
    "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with flying. This ability triggers only twice each turn.",
    "Whenever you cast a noncreature spell, create a 1/1 white Spirit creature token with flying. This ability triggers only once.",
    "Flying\nThis ability triggers only once each turn.",
])
def test_near_misses_stay_text_only(text):
    rec = record({"name": "Zzq", "manaCost": "{3}{U}", "types": ["Creature"], "subtypes": ["Human", "Wizard"], "power": "3",
                  "toughness": "2", "text": text})
    assert not compile_card(rec).played


# --- trigger conditions: a subtype you control enters or attacks, any artifact enters, spells cast in an opponent's turn ---

def in_play(replay, oid, who="Alice"):
    return next((o for o in replay.final_state["zones"][who]["in_play"] if o["id"] == oid), None)


@pytest.mark.parametrize("name", ["Trial of Solidarity", "Dromoka, the Eternal", "Wavebreak Hippocamp", "Unwelcome Sprite", "Battered Golem"])
def test_the_trigger_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_trial_of_solidarity_returns_to_hand_when_a_cartouche_enters(cards, rules):
    objects = [obj("trial", "Trial of Solidarity"), obj("cart", "Cartouche of Solidarity", zone="hand"), obj("bears", "Grizzly Bears"),
               obj("pl", "Plains")]
    replay = play(cards, objects, [cast("cart", ["pl"], ["bears"]), p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    hand = [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]]
    assert "trial" in hand and in_play(replay, "cart") is not None, log(replay)


def test_trial_of_solidarity_ignores_a_creature_entering(cards):
    replay = play(cards, [obj("trial", "Trial of Solidarity"), obj("o", "Ornithopter", zone="hand")], [cast("o"), p("Alice"), p("Bob")], EDITIONS[1])
    assert in_play(replay, "trial") is not None and "Trial of Solidarity's ability triggers" not in log(replay)


def attack(*attackers):
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("attackers,counters", [(["shivan"], 2), (["shivan", "dromoka"], 4), (["bears"], 0)])
def test_dromoka_triggers_once_for_each_attacking_dragon(cards, rules, attackers, counters):
    objects = [obj("dromoka", "Dromoka, the Eternal"), obj("shivan", "Shivan Dragon"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack(*attackers), rules)
    if rules == EDITIONS[0]:  # bolster is later than February 2007: the trigger is there, its action does nothing
        counters = 0
    assert in_play(replay, "bears").get("counters", {}).get("+1/+1", 0) == counters, log(replay)
    assert log(replay).count("Dromoka, the Eternal's ability triggers") == len([a for a in attackers if a != "bears"])


def opponents_turn(cards, permanent, triggers, rules):
    """Bob's turn, his precombat main phase: Alice casts Lightning Bolt at Bob once for each of
    `triggers` (whether that spell triggers `permanent`: its ability resolves first)."""
    spells = len(triggers)
    objects = [obj("it", permanent), *(obj(f"b{i}", "Lightning Bolt", zone="hand") for i in range(spells)),
               *(obj(f"m{i}", "Mountain") for i in range(spells)), obj("l1", "Grizzly Bears", zone="library"),
               obj("l2", "Grizzly Bears", zone="library"), obj("l3", "Grizzly Bears", zone="library")]
    actions = [p("Bob")]
    for i, fires in enumerate(triggers):
        actions += [cast(f"b{i}", [f"m{i}"], ["Bob"]), p("Alice"), p("Bob")]
        actions += [p("Bob"), p("Alice")] if fires else []
        actions += [p("Bob")] if i < spells - 1 else []
    doc = {"format": 1, "rules": rules, "name": "opponent's turn", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_wavebreak_hippocamp_draws_for_the_first_spell_in_an_opponents_turn_only(cards, rules):
    replay = opponents_turn(cards, "Wavebreak Hippocamp", (True, False), rules)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1, log(replay)
    assert log(replay).count("Wavebreak Hippocamp's ability triggers") == 1


def test_wavebreak_hippocamp_ignores_a_spell_in_its_controllers_turn(cards):
    replay = play(cards, [obj("hip", "Wavebreak Hippocamp"), obj("b", "Lightning Bolt", zone="hand"), obj("m", "Mountain")],
                  [cast("b", ["m"], ["Bob"]), p("Alice"), p("Bob")], EDITIONS[1])
    assert "Wavebreak Hippocamp's ability triggers" not in log(replay)


def test_unwelcome_sprite_surveils_for_each_spell_in_an_opponents_turn(cards):
    replay = opponents_turn(cards, "Unwelcome Sprite", (True, True), EDITIONS[1])
    assert log(replay).count("Unwelcome Sprite's ability triggers") == 2, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_battered_golem_may_untap_when_an_opponents_artifact_enters(cards, rules):
    objects = [{**obj("golem", "Battered Golem"), "tapped": True}, obj("o", "Ornithopter", owner="Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Bob", "object": "o"}, p("Bob"), p("Alice"), p("Bob"),
               p("Alice", choices={"golem": {"may": True}})]
    replay = play(cards, objects, actions, rules, active="Bob")
    assert in_play(replay, "golem")["tapped"] is False, log(replay)


@pytest.mark.parametrize("text", [
    "Whenever you cast your first spell during an opponent's turn, draw a card.",
    "When a Dragon you control enters, return it to its owner's hand.",
    "Whenever a Creature you control attacks, draw a card.",
    "Whenever an artifact enters, untap it.",
])
def test_trigger_condition_near_misses_stay_text_only(text):
    rec = record({"name": "Zzq", "manaCost": "{3}{U}", "types": ["Creature"], "subtypes": ["Dragon"], "power": "3",
                  "toughness": "2", "text": text})
    assert not compile_card(rec).played


# --- "Whenever one or more +1/+1 counters are put on ~" (rulings/engine/counter_triggers.py) ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_herd_baloth_makes_a_beast_each_time_counters_are_put_on_it(cards, rules):
    objects = [obj("baloth", "Herd Baloth"), obj("g1", "Battlegrowth", zone="hand"), obj("g2", "Battlegrowth", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest")]
    yes = {"choices": {"baloth": {"may": True}}}
    actions = [cast("g1", ["f1"], ["baloth"]), p("Alice"), p("Bob"), p("Alice"), p("Bob", **yes),
               cast("g2", ["f2"], ["baloth"]), p("Alice"), p("Bob"), p("Alice"), p("Bob", **yes)]
    replay = play(cards, objects, actions, rules)
    assert len(tokens(replay)) == 2, log(replay)
    assert ("122.6" in cited(replay)) == (rules == EDITIONS[1])


def test_herd_baloth_ignores_a_pump_without_counters(cards):
    replay = play(cards, [obj("baloth", "Herd Baloth"), obj("g", "Giant Growth", zone="hand"), obj("f", "Forest")],
                  [cast("g", ["f"], ["baloth"]), p("Alice"), p("Bob")], EDITIONS[1])
    assert "Herd Baloth's ability triggers" not in log(replay)


def test_a_counters_trigger_on_a_spell_stays_text_only():
    rec = record({"name": "Zzq", "manaCost": "{G}", "types": ["Instant"], "text":
                  "Whenever one or more +1/+1 counters are put on ~, draw a card."})
    assert not compile_card(rec).played


# --- "one or more" heads limited to once each turn (trigger_limits.ONE_OR_MORE) ---

@pytest.mark.parametrize("rules", EDITIONS)
def test_morbid_opportunist_draws_once_for_two_deaths_in_a_turn(cards, rules):
    objects = [obj("opp", "Morbid Opportunist"), obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob"),
               obj("l1", "Lightning Bolt", zone="hand"), obj("l2", "Lightning Bolt", zone="hand"), obj("m1", "Mountain"),
               obj("m2", "Mountain"), obj("top1", "Grizzly Bears", zone="library"), obj("top2", "Grizzly Bears", zone="library")]
    actions = [cast("l1", ["m1"], ["b1"]), p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               cast("l2", ["m2"], ["b2"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1, log(replay)
    assert "Morbid Opportunist's ability doesn't trigger" in log(replay)


@pytest.mark.parametrize("text", [
    "Whenever one or more other creatures die, draw a card.",
    "Whenever one or more other creatures die, draw that many cards. This ability triggers only once each turn.",
    "Whenever one or more other creatures die, put a +1/+1 counter on each of them. This ability triggers only once each turn.",
])
def test_a_batch_head_without_the_limit_or_naming_the_batch_stays_text_only(text):
    rec = record({"name": "Zzq", "manaCost": "{2}{B}", "types": ["Creature"], "power": "1", "toughness": "3", "text": text})
    assert not compile_card(rec).played


def test_dusk_legion_duelist_draws_once_for_two_counter_events_in_a_turn(cards):
    objects = [obj("duel", "Dusk Legion Duelist"), obj("g1", "Battlegrowth", zone="hand"), obj("g2", "Battlegrowth", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest"), obj("top1", "Grizzly Bears", zone="library"),
               obj("top2", "Grizzly Bears", zone="library")]
    actions = [cast("g1", ["f1"], ["duel"]), p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               cast("g2", ["f2"], ["duel"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, EDITIONS[1])
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1, log(replay)
    assert "Dusk Legion Duelist's ability doesn't trigger" in log(replay)
