"""Counterspells of the pool read by rulings/oracle/counterspells.py: "Counter target noncreature spell
unless its controller pays {2}" (Spell Pierce), "... pays {1} for each card in your graveyard" (Circular
Logic), played through the engine under both editions (countering: 2007 413.2c / 414.1, 2026 608.2d,
118.12a, 701.6a)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, obj, objects_in, p, texts

CARDS = Path(__file__).parent / "counterspells_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
#: the rule of "unless its controller pays" and of a countered spell going to its owner's graveyard
UNLESS = {R2007: "413.2c", R2026: "118.12a"}
COUNTERED = {R2007: "414.1", R2026: "701.6a"}
#: the lands Bob taps for a counterspell whose cost is not all blue
COSTS = {"Hindering Light": ["w0", "i0"]}


@pytest.mark.parametrize("name", ["Spell Pierce", "Circular Logic", "Judge's Familiar", "Protect the Negotiators", "Turn Aside",
                                  "Hindering Light", "Outwit", "Confound", "Hydromorph Guardian"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def _answer(cards, rules, counterspell, target="bolt", pays=None, graveyard=0, islands=2, bolt_at="Bob"):
    """Alice casts `target` (Lightning Bolt at `bolt_at`: Bob, his Grizzly Bears or hers; or Grizzly Bears); Bob answers with `counterspell`
    from `islands` of his three Islands; Alice's pass resolves it, with her choice to pay if given. Bob has
    `graveyard` cards in his graveyard; Alice has three untapped Mountains left and four cards in her library."""
    objects = [obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("bears", "Grizzly Bears", "Alice", "hand"),
               obj("his_bears", "Grizzly Bears", "Bob"), obj("her_bears", "Grizzly Bears", "Alice"),
               *(obj(f"m{i}", "Mountain") for i in range(5)), obj("f0", "Forest"),
               obj("spell", counterspell, "Bob", "hand"), *(obj(f"i{i}", "Island", "Bob") for i in range(3)), obj("w0", "Plains", "Bob"),
               *(obj(f"g{i}", "Island", "Bob", "graveyard") for i in range(graveyard)),
               *(obj(f"lib{i}", "Mountain", "Alice", "library") for i in range(4))]
    first = ({"type": "play_spell", "player": "Alice", "object": "bolt", "targets": [bolt_at], "mana_abilities": [{"object": "m0"}]}
             if target == "bolt" else
             {"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "m0"}]})
    resolve = p("Alice", **({"choices": {"spell": {"pays": pays}}} if pays is not None else {}))
    actions = [first, p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "spell", "targets": [target],
                "mana_abilities": [{"object": land} for land in COSTS.get(counterspell, [f"i{i}" for i in range(islands)])]},
               p("Bob"), resolve]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counterspells"), cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_spell_pierce_counters_a_noncreature_spell_whose_controller_doesnt_pay(cards, rules):
    replay = _answer(cards, rules, "Spell Pierce", pays=False)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert "Alice doesn't pay {2}." in log
    assert objects_in(replay.final_state)["bolt"]["zone"] == "graveyard"
    assert not replay.final_state["stack"]
    assert {UNLESS[rules], COUNTERED[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_spell_pierce_is_paid_for_and_the_bolt_stays_on_the_stack(cards, rules):
    replay = _answer(cards, rules, "Spell Pierce", pays=True)
    log = texts(replay)
    assert "Alice pays {2}, so Spell Pierce doesn't counter Lightning Bolt." in log, log
    assert [i.get("source_id") or i.get("id") for i in replay.final_state["stack"]] == ["bolt"]


def test_spell_pierce_cant_target_a_creature_spell(cards):
    replay = _answer(cards, R2026, "Spell Pierce", target="bears")
    assert [st.action["player"] for st in replay.steps if st.refused][:1] == ["Bob"]
    assert objects_in(replay.final_state)["spell"]["zone"] == "hand"


@pytest.mark.parametrize("rules", [R2007, R2026])
@pytest.mark.parametrize("graveyard, cost", [(0, "{0}"), (3, "{3}")])
def test_circular_logic_asks_one_for_each_card_in_its_controllers_graveyard(cards, rules, graveyard, cost):
    replay = _answer(cards, rules, "Circular Logic", pays=False, graveyard=graveyard, islands=3)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert f"Alice doesn't pay {cost}." in log, log
    assert objects_in(replay.final_state)["bolt"]["zone"] == "graveyard"


def test_circular_logic_counts_the_graveyard_as_it_resolves_not_when_cast(cards):
    """Circular Logic itself is on the stack, not in the graveyard, while it resolves (2026 608.2k)."""
    replay = _answer(cards, R2026, "Circular Logic", pays=True, graveyard=2, islands=3)
    assert "Alice pays {2}, so Circular Logic doesn't counter Lightning Bolt." in texts(replay)


def _played(text, types=("Instant",)):
    return compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": list(types), "text": text}).played


@pytest.mark.parametrize("text", [
    "Counter target creature unless its controller pays {2}.",  # a permanent is not countered
    "Counter target spell unless its controller pays {1} for each creature blocking it.",
    "Counter target spell unless its controller pays {X} for each card in your graveyard.",
    "Counter target spell unless its controller pays {1} for each card in their graveyard.",
    "Counter target spell with {X} in its mana cost unless its controller pays {3}.",
])
def test_near_misses_stay_text_only(text):
    assert not _played(text)


# --- "Counter target spell that targets ..." (2026 115.9b) -------------------------------------------

@pytest.mark.parametrize("rules", [R2007, R2026])
@pytest.mark.parametrize("counterspell, bolt_at", [("Turn Aside", "his_bears"), ("Hindering Light", "Bob"),
                                                   ("Hindering Light", "his_bears"), ("Outwit", "Bob"), ("Confound", "her_bears")])
def test_a_spell_that_targets_what_the_counterspell_names_is_countered(cards, rules, counterspell, bolt_at):
    replay = _answer(cards, rules, counterspell, bolt_at=bolt_at, islands=3)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert objects_in(replay.final_state)["bolt"]["zone"] == "graveyard"
    assert any(t.startswith("Lightning Bolt is countered") for t in log), log
    assert COUNTERED[rules] in cited(replay)


@pytest.mark.parametrize("counterspell, bolt_at", [("Turn Aside", "Bob"), ("Turn Aside", "her_bears"),
                                                   ("Hindering Light", "her_bears"), ("Outwit", "his_bears")])
def test_a_spell_that_targets_something_else_is_not_a_legal_target(cards, counterspell, bolt_at):
    replay = _answer(cards, R2026, counterspell, bolt_at=bolt_at, islands=3)
    refused = [st for st in replay.steps if st.refused]
    assert [st.action["player"] for st in refused][:1] == ["Bob"]
    assert "is not a spell that targets" in " ".join(texts(replay))
    assert objects_in(replay.final_state)["spell"]["zone"] == "hand"


def test_the_spells_targets_are_read_as_they_are_when_it_resolves(cards):
    """Bob's Grizzly Bears leaves the battlefield before Turn Aside resolves: the Bolt no longer targets
    a permanent Bob controls (2026 115.9b: the target is ignored), so Turn Aside's target is illegal
    and it doesn't resolve (608.2b); the Bolt stays on the stack."""
    objects = [obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("m0", "Mountain"), obj("his_bears", "Grizzly Bears", "Bob"),
               obj("spell", "Turn Aside", "Bob", "hand"), obj("i0", "Island", "Bob"),
               obj("shock", "Lightning Bolt", "Alice", "hand"), obj("m1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["his_bears"], "mana_abilities": [{"object": "m0"}]},
               p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "spell", "targets": ["bolt"], "mana_abilities": [{"object": "i0"}]},
               p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["his_bears"], "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "counterspells"), cards=cards))
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["his_bears"].get("zone") == "graveyard" and found["spell"].get("zone") == "graveyard", log[-12:]
    assert [i.get("source_id") or i.get("id") for i in replay.final_state["stack"]] == ["bolt"], log
    assert "608.2b" in cited(replay)


@pytest.mark.parametrize("text", [
    "Counter target spell that targets a creature card in a graveyard.",
    "Counter target spell that targets a creature or an artifact.",
    "Counter target spell that targets two creatures.",
    "Counter target creature that targets a player.",
])
def test_near_misses_of_that_targets_stay_text_only(text):
    assert not _played(text)


# --- abilities on the stack (effects/stack_objects.py; 2007 414.1, 2026 701.6a) ------------------------

def _on_the_stack(cards, rules, counterspell, what, target=None, islands=2):
    """Alice's `what` puts an ability on the stack ("sorcerer": Prodigal Sorcerer's {T} ability at Bob;
    "warden": Soul Warden's trigger as her Grizzly Bears enters); Bob answers with `counterspell` at it
    (or at `target`, an id), and both pass. Returns the replay and the ability's stack id."""
    objects = [obj("sorcerer", "Prodigal Sorcerer"), obj("warden", "Soul Warden"), obj("bears", "Grizzly Bears", "Alice", "hand"),
               obj("f0", "Forest"), obj("f1", "Forest"), obj("spell", counterspell, "Bob", "hand"),
               *(obj(f"i{i}", "Island", "Bob") for i in range(3)), obj("w0", "Plains", "Bob"),
               obj("lib", "Island", "Bob", "library")]
    if what == "sorcerer":
        first = [{"type": "activate_ability", "player": "Alice", "object": "sorcerer", "targets": ["Bob"]}, p("Alice")]
    else:
        first = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
                 p("Alice"), p("Bob"), p("Alice")]
    probe = run_scenario(load_scenario(in_main_phase(objects, first, rules, "counterspells"), cards=cards))
    ability = next(i["id"] for i in probe.final_state["stack"] if i.get("kind") in ("activated", "triggered"))
    actions = [*first, {"type": "play_spell", "player": "Bob", "object": "spell", "targets": [target or ability],
                        "mana_abilities": [{"object": f"i{i}"} for i in range(islands)]}, p("Bob"), p("Alice")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counterspells"), cards=cards)), ability


@pytest.mark.parametrize("rules", [R2007, R2026])
@pytest.mark.parametrize("counterspell, what, islands", [("Squelch", "sorcerer", 2), ("Stifle", "sorcerer", 1), ("Stifle", "warden", 1),
                                                         ("Disallow", "warden", 3)])
def test_a_countered_ability_leaves_the_stack_and_does_nothing(cards, rules, counterspell, what, islands):
    replay, ability = _on_the_stack(cards, rules, counterspell, what, islands=islands)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert ability not in [i.get("id") for i in replay.final_state["stack"]]
    assert any(t.endswith("ability is countered: it leaves the stack and none of its effects happen.") for t in log), log
    players = {pl["name"]: pl for pl in replay.final_state["players"]}
    assert players["Bob"]["life"] == 20 and players["Alice"]["life"] == 20  # no damage to Bob, no life for Alice
    assert {COUNTERED[rules], {R2007: "414.2", R2026: "701.6b"}[rules]} <= cited(replay)


def test_squelch_draws_a_card_after_countering(cards):
    replay, _ = _on_the_stack(cards, R2026, "Squelch", "sorcerer")
    assert objects_in(replay.final_state)["lib"]["zone"] == "hand"


@pytest.mark.parametrize("counterspell, what, target", [("Squelch", "warden", None), ("Squelch", "sorcerer", "sorcerer"),
                                                        ("Stifle", "sorcerer", "Alice")])
def test_a_target_of_the_wrong_kind_is_refused(cards, counterspell, what, target):
    """Squelch names only activated abilities: not a triggered one, nor the permanent the ability comes from;
    nor is a player an ability."""
    replay, ability = _on_the_stack(cards, R2026, counterspell, what, target=target, islands=2 if counterspell == "Squelch" else 1)
    assert [st.action["player"] for st in replay.steps if st.refused][:1] == ["Bob"]
    assert objects_in(replay.final_state)["spell"]["zone"] == "hand"


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_disallow_counters_a_spell_too(cards, rules):
    replay = _answer(cards, rules, "Disallow", islands=3)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert objects_in(replay.final_state)["bolt"]["zone"] == "graveyard"


@pytest.mark.parametrize("text", [
    "Counter target activated ability you don't control.",
    "Counter target activated ability from an artifact source.",
    "Counter target triggered ability.",
    "Counter target spell, activated ability, or triggered ability. Its controller loses 2 life.",
])
def test_near_misses_of_countering_abilities_stay_text_only(text):
    assert not _played(text)


# --- "Change the target of target spell with a single target" (2007 415.7a; 2026 115.7a) --------------

CHANGE = {R2007: "415.7a", R2026: "115.7a"}


def _shunt(cards, rules, new_target=None, spell="bolt"):
    """Alice casts Lightning Bolt at Bob (or Giant Growth on her Grizzly Bears, the only creature); Bob
    casts Shunt at it and, as it resolves, names `new_target`; then both pass again so the spell resolves."""
    objects = [obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("growth", "Giant Growth", "Alice", "hand"),
               obj("her_bears", "Grizzly Bears", "Alice"), obj("m0", "Mountain"), obj("f0", "Forest"),
               obj("shunt", "Shunt", "Bob", "hand"), *(obj(f"r{i}", "Mountain", "Bob") for i in range(3))]
    first = ({"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m0"}]}
             if spell == "bolt" else
             {"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["her_bears"], "mana_abilities": [{"object": "f0"}]})
    resolve = p("Alice", **({"choices": {"shunt": {"new_target": new_target}}} if new_target is not None else {}))
    actions = [first, p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "shunt", "targets": [spell],
                "mana_abilities": [{"object": f"r{i}"} for i in range(3)]},
               p("Bob"), resolve, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counterspells"), cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_shunt_changes_the_bolts_target_to_the_one_its_controller_names(cards, rules):
    replay = _shunt(cards, rules, new_target="Alice")
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert "Shunt changes the target of Lightning Bolt from Bob to Alice." in log
    players = {pl["name"]: pl["life"] for pl in replay.final_state["players"]}
    assert players == {"Alice": 17, "Bob": 20}
    assert CHANGE[rules] in cited(replay)
    assert ("115.9a" in cited(replay)) == (rules == R2026)


@pytest.mark.parametrize("new_target, why", [(None, '"new_target"'), ("Bob", "already its target"), ("m0", "is not a creature")])
def test_a_missing_or_illegal_new_target_is_refused(cards, new_target, why):
    replay = _shunt(cards, R2026, new_target=new_target)
    refused = [st for st in replay.steps if st.refused]
    assert refused and why in " ".join(e.text for e in refused[0].events), texts(replay)


def test_a_new_target_that_names_nothing_is_refused_by_the_loader_naming_the_field(cards):
    with pytest.raises(ScenarioError, match=r"choices\.shunt\.new_target: no object \"nobody\""):
        _shunt(cards, R2026, new_target="nobody")


def test_with_no_other_legal_target_the_target_is_unchanged(cards):
    replay = _shunt(cards, R2026, spell="growth")
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert "There is no other legal target for Giant Growth, so its target is unchanged (Grizzly Bears)." in log


def test_reroute_changes_the_target_of_an_activated_ability(cards):
    objects = [obj("sorcerer", "Prodigal Sorcerer"), obj("reroute", "Reroute", "Bob", "hand"), obj("r0", "Mountain", "Bob"),
               obj("r1", "Mountain", "Bob"), obj("lib", "Island", "Bob", "library")]
    first = [{"type": "activate_ability", "player": "Alice", "object": "sorcerer", "targets": ["Bob"]}, p("Alice")]
    probe = run_scenario(load_scenario(in_main_phase(objects, first, R2026, "counterspells"), cards=cards))
    ability = next(i["id"] for i in probe.final_state["stack"] if i.get("kind") == "activated")
    actions = [*first, {"type": "play_spell", "player": "Bob", "object": "reroute", "targets": [ability],
                        "mana_abilities": [{"object": "r0"}, {"object": "r1"}]},
               p("Bob"), p("Alice", choices={"reroute": {"new_target": "Alice"}}), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "counterspells"), cards=cards))
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]} == {"Alice": 19, "Bob": 20}
    assert objects_in(replay.final_state)["lib"]["zone"] == "hand"


@pytest.mark.parametrize("text", [
    "Change the target of target spell.",
    "Change the target of target spell with a single target to this creature.",
    "Change the target of target spell that targets only a player.",
    "Change the target of target spell with a single target. You lose life equal to that spell's mana value.",
])
def test_near_misses_of_changing_targets_stay_text_only(text):
    assert not _played(text)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_didnt_say_please_has_the_countered_spells_controller_mill_three(cards, rules, compiled):
    assert compiled["Didn't Say Please"].played, compiled["Didn't Say Please"].why_not
    replay = _answer(cards, rules, "Didn't Say Please", islands=3)
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    found = objects_in(replay.final_state)
    assert found["bolt"]["zone"] == "graveyard"
    assert [found[f"lib{i}"]["zone"] for i in range(4)] == ["graveyard", "graveyard", "graveyard", "library"], log  # the first listed is on top


@pytest.mark.parametrize("text", [
    "Counter target spell. Its controller mills 1 card.",
    "Counter target spell. Its controller mills a cards.",
    "Counter target activated ability. Its controller mills two cards.",
    "Destroy target creature. Its controller mills two cards.",
    "Counter target spell unless its controller pays {2}. Its controller mills two cards.",
])
def test_near_misses_of_its_controller_mills_stay_text_only(text):
    assert not _played(text)
