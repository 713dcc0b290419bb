"""Control-changing effects (rulings/oracle/control.py), played from real cards' Oracle text
(control_cards.json: records copied from the pool): Invoke the Winds' "Gain control of target
artifact or creature" for good (2007 418.3a; 2026 611.2a), Blind with Anger's "until end of turn"
for a target phrase the grammar reads, Sleeper Agent's and Humble Defector's "target opponent gains
control of" the source, Switcheroo's and Avarice Totem's exchanges (2026 701.12); layer 2 (2007
418.5a; 2026 613.1b) and summoning sickness after the change (2007 212.3d; 2026 302.6); and near
misses that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "control_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
LAYER_2 = {R2007: "418.5a", R2026: "613.1b"}
NO_DURATION = {R2007: "418.3a", R2026: "611.2a"}
SUMMONING_SICKNESS = {R2007: "212.3d", R2026: "302.6"}


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "control"), cards=cards))


def controllers(replay) -> dict:
    return {o["id"]: player for player, zones in replay.final_state["zones"].items() for o in zones["in_play"]}


def islands(n, owner="Alice"):
    return [obj(f"i{k}", "Island", owner=owner) for k in range(n)]


@pytest.mark.parametrize("name", ["Invoke the Winds", "Switcheroo", "Sleeper Agent", "Humble Defector", "Blind with Anger",
                                  "Avarice Totem", "Vedalken Plotter", "Piper of the Swarm", "Wrangle", "Jinxed Idol", "Sower of Temptation",
                                  "Aladdin", "Donate", "Goblin Cadets", "Homeward Path", "Zealous Conscripts"])
def test_the_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def invoke_the_winds(cards, rules, more=()):
    objects = [obj("winds", "Invoke the Winds", zone="hand"), *islands(5), obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    return play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "winds", "targets": ["bears"]}, p("Alice"), p("Bob"),
                                 *more], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_invoke_the_winds_gains_control_for_good_and_untaps_it(cards, rules):
    replay = invoke_the_winds(cards, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert controllers(replay)["bears"] == "Alice" and not objects_in(replay.final_state)["bears"].get("tapped"), log(replay)
    [effect] = [e for e in replay.final_state["continuous_effects"] if e["kind"] == "control"]
    assert effect.get("until") is None
    assert {LAYER_2[rules], NO_DURATION[rules]} <= cited(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_just_gained_can_t_attack_without_haste(cards, rules):
    replay = invoke_the_winds(cards, rules, [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                                             {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}])
    [refused] = [st for st in replay.steps if st.refused]
    assert SUMMONING_SICKNESS[rules] in {c.rule for c in refused.citations}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_homeward_path_gives_each_creature_back_to_its_owner(cards, rules):
    more = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "path", "ability": 1}, p("Bob"), p("Alice")]
    objects = [obj("winds", "Invoke the Winds", zone="hand"), *islands(5), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("path", "Homeward Path", owner="Bob"), obj("mine", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "winds", "targets": ["bears"]}, p("Alice"), p("Bob"), *more]
    replay = play(cards, objects, actions, rules)
    assert (controllers(replay)["bears"], controllers(replay)["mine"]) == ("Bob", "Alice"), log(replay)
    assert "Bob gains control of Grizzly Bears (bears), which they own" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_permanent_zealous_conscripts_takes_is_untapped_and_attacks_with_haste(cards, rules):
    objects = [obj("conscripts", "Zealous Conscripts", zone="hand"), *[obj(f"m{k}", "Mountain") for k in range(5)],
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "conscripts"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", trigger_targets={"conscripts": ["bears"]}), {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert controllers(replay)["bears"] == "Alice" and objects_in(replay.final_state)["bears"].get("attacking"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blind_with_anger_untaps_and_steals_until_end_of_turn(cards, rules):
    objects = [obj("anger", "Blind with Anger", zone="hand"), *[obj(f"m{k}", "Mountain") for k in range(4)],
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "anger", "targets": ["bears"]}, p("Alice"), p("Bob")],
                  rules)
    assert controllers(replay)["bears"] == "Alice" and not objects_in(replay.final_state)["bears"].get("tapped"), log(replay)
    assert [e.get("until") for e in replay.final_state["continuous_effects"] if e["kind"] == "control"] == ["end_of_turn"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_sleeper_agent_goes_to_the_opponent_as_it_enters(cards, rules):
    objects = [obj("agent", "Sleeper Agent", zone="hand"), obj("s", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "agent"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert controllers(replay)["agent"] == "Bob", log(replay)
    assert objects_in(replay.final_state)["agent"]["owner"] == "Alice"
    assert {LAYER_2[rules], NO_DURATION[rules]} <= cited(replay), log(replay)
    assert "Bob gains control of Sleeper Agent" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_humble_defector_draws_two_then_goes_to_the_opponent(cards, rules):
    objects = [obj("defector", "Humble Defector"), obj("l1", "Island", zone="library"), obj("l2", "Island", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "defector", "ability": 0, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert controllers(replay)["defector"] == "Bob" and objs["l1"]["zone"] == objs["l2"]["zone"] == "hand", log(replay)
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_donate_gives_bob_a_permanent_alice_controls(cards, rules):
    objects = [obj("donate", "Donate", zone="hand"), *islands(3), obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "donate", "targets": ["Bob", "bears"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert controllers(replay)["bears"] == "Bob" and LAYER_2[rules] in cited(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_cadets_goes_to_the_opponent_and_leaves_combat_as_it_is_blocked(cards, rules):
    objects = [obj("cadets", "Goblin Cadets"), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["cadets"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bears", "attacker": "cadets"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert controllers(replay)["cadets"] == "Bob", log(replay)
    assert not objects_in(replay.final_state)["cadets"].get("attacking"), log(replay)


def switcheroo(cards, rules, a, b):
    objects = [obj("swap", "Switcheroo", zone="hand"), *islands(5), obj("mine", "Grizzly Bears"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("elves", "Grizzly Bears", owner="Bob")]
    return play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "swap", "targets": [a, b]}, p("Alice"), p("Bob")], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_switcheroo_exchanges_control_of_the_two_creatures(cards, rules):
    replay = switcheroo(cards, rules, "mine", "bears")
    found = controllers(replay)
    assert (found["mine"], found["bears"]) == ("Bob", "Alice"), log(replay)
    assert LAYER_2[rules] in cited(replay)
    assert ("701.12b" in cited(replay)) == (rules == R2026)


@pytest.mark.parametrize("rules", EDITIONS)
def test_switcheroo_between_two_creatures_of_one_player_does_nothing(cards, rules):
    replay = switcheroo(cards, rules, "bears", "elves")
    found = controllers(replay)
    assert (found["bears"], found["elves"]) == ("Bob", "Bob"), log(replay)
    assert "exchanging their control does nothing" in log(replay)


def test_switcheroo_can_t_target_one_creature_twice(cards):
    replay = switcheroo(cards, R2026, "bears", "bears")
    assert replay.steps[1].refused and "chosen twice" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avarice_totem_exchanges_itself_for_a_nonland_permanent(cards, rules):
    objects = [obj("totem", "Avarice Totem"), *islands(5), obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "totem", "ability": 0, "targets": ["bears"]}, p("Alice"), p("Bob")]
    found = controllers(play(cards, objects, actions, rules))
    assert (found["totem"], found["bears"]) == ("Bob", "Alice")


AS_LONG_AS = {R2007: "418.3d", R2026: "611.2b"}


def sower(cards, rules, terror_it):
    objects = [obj("sower", "Sower of Temptation", zone="hand"), *islands(4), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("terror", "Terror", owner="Bob", zone="hand"), *[obj(f"s{k}", "Swamp", owner="Bob") for k in range(2)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sower"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", trigger_targets={"sower": ["bears"]})]
    if terror_it:
        actions += [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "terror", "targets": ["sower"]}, p("Bob"), p("Alice")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sower_of_temptation_keeps_the_creature_while_it_remains(cards, rules):
    replay = sower(cards, rules, False)
    assert controllers(replay)["bears"] == "Alice", log(replay)
    assert LAYER_2[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_creature_goes_back_when_sower_of_temptation_leaves(cards, rules):
    replay = sower(cards, rules, True)
    assert objects_in(replay.final_state)["sower"]["zone"] == "graveyard", log(replay)
    assert controllers(replay)["bears"] == "Bob", log(replay)
    assert "\"for as long as\" duration is over" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_aladdin_s_duration_over_before_it_resolves_does_nothing(cards, rules):
    """Aladdin is destroyed in response: "for as long as you control this creature" never starts."""
    objects = [obj("aladdin", "Aladdin"), *[obj(f"m{k}", "Mountain") for k in range(3)], obj("totem", "Avarice Totem", owner="Bob"),
               obj("terror", "Terror", owner="Bob", zone="hand"), *[obj(f"s{k}", "Swamp", owner="Bob") for k in range(2)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "aladdin", "ability": 0, "targets": ["totem"]}, p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "terror", "targets": ["aladdin"]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert controllers(replay)["totem"] == "Bob", log(replay)
    assert AS_LONG_AS[rules] in cited(replay), log(replay)


@pytest.mark.parametrize("text", [
    "Gain control of target creature for as long as you control Zzq and Zzq remains tapped.",  # a duration the engine does not follow
    "Gain control of target creature for as long as you control Zzq.",  # a spell's "~" is no permanent
    "Exchange control of two target creatures controlled by different players.",
    "Exchange control of target creature and target creature.",  # one target phrase twice: not how the cards say it
    "Target opponent gains control of it.",  # nothing named before "it"
    "Target opponent gains control of Zzq.",  # a sorcery is no permanent to be given
    "Gain control of target creature spell.",  # a spell (Aethersnatch) is not a permanent
    "Gain control of target creature until your next turn.",
    "Destroy target artifact. Untap that permanent.",  # no control change of it before
    "Target opponent gains control of target permanent you control. It gains haste until end of turn.",  # not "you" who gains it
])
def test_a_near_miss_stays_text_only(text):
    assert not compile_card({"name": "Zzq", "types": ["Sorcery"], "mana_cost": "{1}{U}", "text": text, "layout": "normal"}).played


def test_an_enters_trigger_whose_it_is_another_creature_stays_text_only():
    text = "Whenever another creature enters, target opponent gains control of it."
    assert not compile_card({"name": "Zzq", "types": ["Creature"], "mana_cost": "{1}{U}", "power": "1", "toughness": "1",
                             "text": text, "layout": "normal"}).played


def test_the_exchange_names_who_controlled_each_permanent_before_it(cards):
    replay = switcheroo(cards, R2026, "mine", "bears")
    assert "exchange control of Grizzly Bears (mine), which Alice controlled, and Grizzly Bears (bears), which Bob controlled." in log(replay)
