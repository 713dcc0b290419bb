"""2007 302.2 (2026 502.3): effects can keep a player's permanents from untapping; one lasting "for
as long as [its source] remains tapped" or "for as long as you control [its source]" lasts as it says
(2007 418.3a; 2026 611.2a) and does nothing if that duration is already over as it resolves (2007
418.3d; 2026 611.2b). The instruction `doesnt_untap_while` (rulings/engine/effects/doesnt_untap.py),
and a static ability's `keeps_tapped` ("Creatures with power 3 or greater don't untap during their
controllers' untap steps": rulings/engine/doesnt_untap_statics.py)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

EDITIONS = ("2007-02-01", "2026-06-19")
UNTAP = {"2007-02-01": "302.2", "2026-06-19": "502.3"}
NEVER_STARTS = {"2007-02-01": "418.3d", "2026-06-19": "611.2b"}


def worm(until="source_tapped"):
    """A creature whose "{T}: Tap target land. It doesn't untap ... for as long as ..." says `until`."""
    return {"name": "Worm Test", "mana_cost": "{2}{B}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["land"],
                           "effect": [{"do": "tap", "what": "target:0"}, {"do": "doesnt_untap_while", "what": "target:0", "until": until}]}]}


FREE_UNTAP = {"name": "Untap Test", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "untap", "what": "target:0"}]}
BOUNCE = {"name": "Bounce Test", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "return_to_hand", "what": "target:0"}]}


def passes(n):
    return [{"type": "pass_priority", "player": ("Alice", "Bob")[k % 2]} for k in range(n)]


def make(rules, until="source_tapped", then=None, first=None):
    """In Alice's end step her Worm Test taps Bob's Forest; `then` (a 0-mana instant of hers) after it
    resolves, `first` before; then the turn passes to Bob, who untaps what he may."""
    objects = [{"id": "worm", "card": worm(until), "owner": "Alice", "zone": "in_play"},
               {"id": "forest", "card": "Forest", "owner": "Bob", "zone": "in_play"}]
    actions = []
    for key, card in (("first", first), ("then", then)):
        if card is not None:
            objects.append({"id": key, "card": card, "owner": "Alice", "zone": "hand"})
    activate = [{"type": "activate_ability", "player": "Alice", "object": "worm", "ability": 0, "targets": ["forest"]}]
    if first is not None:  # the spell resolves between the activation and the ability's resolving
        actions = [*activate, {"type": "play_spell", "player": "Alice", "object": "first", "targets": ["worm"]}, *passes(4)]
    else:
        actions = [*activate, *passes(2)]
    if then is not None:
        actions += [{"type": "play_spell", "player": "Alice", "object": "then", "targets": ["worm"]}, *passes(2)]
    actions += passes(2)
    return {"format": 1, "rules": rules, "name": "doesn't untap while", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn"}, "objects": objects, "actions": actions}


def play(data):
    replay = run_scenario(load_scenario(data))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob")
    return replay


def forest_tapped(replay) -> bool:
    return {o["id"]: o for o in replay.final_state["zones"]["Bob"]["in_play"]}["forest"]["tapped"]


def untap_event(replay):
    return [e for st in replay.steps for e in st.events if e.text.startswith("Bob untaps")][0]


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_land_stays_tapped_while_the_source_remains_tapped(rules):
    replay = play(make(rules))
    assert forest_tapped(replay)
    ev = untap_event(replay)
    assert UNTAP[rules] in {c.rule for c in ev.citations}
    assert any("for as long as its source remains tapped (Worm Test)" in c.reason for c in ev.citations)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_effect_ends_for_good_once_the_source_untaps(rules):
    replay = play(make(rules, then=FREE_UNTAP))
    assert not forest_tapped(replay)
    assert not [e for e in replay.final_state["continuous_effects"] if e["kind"] == "doesnt_untap_while"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_source_untapped_before_it_resolves_makes_the_effect_do_nothing(rules):
    replay = play(make(rules, first=FREE_UNTAP))
    assert not forest_tapped(replay)
    assert NEVER_STARTS[rules] in {c.rule for st in replay.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_for_as_long_as_you_control_it_lasts_while_the_source_stays(rules):
    assert forest_tapped(play(make(rules, until="source_controlled")))


@pytest.mark.parametrize("rules", EDITIONS)
def test_for_as_long_as_you_control_it_ends_when_the_source_leaves_play(rules):
    replay = play(make(rules, until="source_controlled", then=BOUNCE))
    assert not forest_tapped(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_for_as_long_as_you_control_it_never_starts_if_the_source_is_gone(rules):
    replay = play(make(rules, until="source_controlled", first=BOUNCE))
    assert not forest_tapped(replay)
    assert NEVER_STARTS[rules] in {c.rule for st in replay.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("until", [None, "end_of_turn"])
def test_the_loader_names_a_missing_or_wrong_duration(until):
    card = worm()
    step = {"do": "doesnt_untap_while", "what": "target:0", **({"until": until} if until else {})}
    card["abilities"][0]["effect"][1] = step
    data = make("2026-06-19")
    data["objects"][0]["card"] = card
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert "objects[0].card.abilities[0].effect[1].until" in str(e.value)


MEEK = {"name": "Meek Test", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [{"kind": "static", "keeps_tapped": {"types": ["Creature"], "power_min": 3}}]}
GIANT = {"name": "Giant Test", "mana_cost": "{3}{R}", "types": ["Creature"], "power": 3, "toughness": 3}
BEAR = {"name": "Bear Test", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_static_ability_keeps_the_permanents_it_describes_tapped_as_the_untap_step_begins(rules):
    data = make(rules)
    data["objects"] = [{"id": "meek", "card": MEEK, "owner": "Alice", "zone": "in_play"},
                       {"id": "giant", "card": GIANT, "owner": "Bob", "zone": "in_play", "tapped": True},
                       {"id": "bear", "card": BEAR, "owner": "Bob", "zone": "in_play", "tapped": True}]
    data["actions"] = passes(2)
    replay = play(data)
    tapped = {o["id"]: o["tapped"] for o in replay.final_state["zones"]["Bob"]["in_play"]}
    assert tapped == {"giant": True, "bear": False}
    assert any("Giant Test doesn't untap during its controller's untap step (Meek Test's static ability describes it)" in c.reason
               for c in untap_event(replay).citations)
    assert UNTAP[rules] in {c.rule for c in untap_event(replay).citations}
