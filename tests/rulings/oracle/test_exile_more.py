"""More exile instructions (rulings/oracle/exile_more.py), played from real cards' Oracle text
(exile_more_cards.json: records copied from the pool): Decompose's "up to three target cards from a
single graveyard" (the targets chosen as it is cast: 2007 409.1c; 2026 601.2c), Rooftop Percher's
"from graveyards", Skullcap Snail's and Yarok's Fenlurker's "exiles a card from their hand" (the
player's choice on resolution: 2007 413.2c; 2026 608.2d), Flickering Spirit's "exile this creature,
then return it" (a new object: 2007 217.1c; 2026 400.7); and near misses that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "exile_more_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
TARGETS_CHOSEN = {R2007: "409.1c", R2026: "601.2c"}
ON_RESOLUTION = {R2007: "413.2c", R2026: "608.2d"}
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}


def play(cards, objects, actions, rules, **turn):
    doc = {"format": 1, "rules": rules, "name": "exile more", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", **turn}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", ["Decompose", "Griffnaut Tracker", "Rooftop Percher", "Skullcap Snail", "Yarok's Fenlurker",
                                  "Flickering Spirit"])
def test_the_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def decompose(cards, rules, targets):
    objects = [obj("dec", "Decompose", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"),
               obj("b1", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("b2", "Savannah Lions", owner="Bob", zone="graveyard"),
               obj("a1", "Grizzly Bears", zone="graveyard")]
    return play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "dec", "targets": targets}, p("Alice"), p("Bob")],
                rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_decompose_exiles_cards_of_one_graveyard(cards, rules):
    replay = decompose(cards, rules, ["b1", "b2"])
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["b1"]["zone"] == objs["b2"]["zone"] == "removed_from_game", log(replay)
    assert objs["a1"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_decompose_cant_target_cards_of_two_graveyards(cards, rules):
    replay = decompose(cards, rules, ["b1", "a1"])
    [step] = [st for st in replay.steps if st.refused]
    assert "single graveyard" in " ".join(e.text for e in step.events)
    assert TARGETS_CHOSEN[rules] in {c.rule for c in step.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_enters_trigger_chooses_its_targets_in_one_graveyard(cards, rules):
    objects = [obj("tracker", "Griffnaut Tracker", zone="hand")] + [obj(f"p{n}", "Plains") for n in range(4)] + [
        obj("b1", "Grizzly Bears", owner="Bob", zone="graveyard"), obj("a1", "Grizzly Bears", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "tracker"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert [objs["b1"]["zone"], objs["a1"]["zone"]].count("removed_from_game") == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_skullcap_snail_has_the_opponent_exile_the_card_they_choose(cards, rules):
    objects = [obj("snail", "Skullcap Snail", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"),
               obj("h1", "Grizzly Bears", owner="Bob", zone="hand"), obj("h2", "Island", owner="Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "snail"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"snail": {"cards": ["h1"]}})]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["h1"]["zone"] == "removed_from_game" and objs["h2"]["zone"] == "hand", log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)
    assert ("exiles Grizzly Bears from their hand" in log(replay)) == (rules == R2026)


@pytest.mark.parametrize("rules", EDITIONS)
def test_yarok_s_fenlurker_has_each_opponent_exile_a_card(cards, rules):
    objects = [obj("lurker", "Yarok's Fenlurker", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"),
               obj("h1", "Island", owner="Bob", zone="hand"), obj("mine", "Island", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lurker"}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["h1"]["zone"] == "removed_from_game" and objs["mine"]["zone"] == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_flickering_spirit_returns_as_a_new_object(cards, rules):
    objects = [obj("spirit", "Flickering Spirit", tapped=True)] + [obj(f"p{n}", "Plains") for n in range(4)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "spirit", "ability": 1}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    spirit = objects_in(replay.final_state)["spirit"]
    assert spirit["zone"] == "in_play" and not spirit["tapped"], log(replay)
    assert NEW_OBJECT[rules] in cited(replay)


@pytest.mark.parametrize("text", ["Exile up to X target cards from a single graveyard.",
                                  "Exile up to one target card from a single graveyard.",
                                  "Target opponent exiles a card from their hand at random.",
                                  "Target opponent exiles the top X cards of their library.",
                                  "You may exile two creature card from your graveyard. If you do, draw a card.",
                                  "You may exile X cards from your graveyard. If you do, draw a card.",
                                  "You may exile a creature card from a graveyard. If you do, draw a card."])
def test_a_near_miss_stays_text_only(text):
    card = compile_card({"name": "Zzq", "types": ["Sorcery"], "mana_cost": "{1}{B}", "text": text, "layout": "normal"})
    assert not card.played


def test_a_permission_to_play_another_player_s_card_stays_text_only(compiled):
    assert not compiled["Ornate Kanzashi"].played  # "You may play that card this turn" after their library


def vandal(cards, rules, graveyard, choice):
    objects = [obj("vandal", "Masked Vandal", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("anthem", "Crusade", owner="Bob"), *graveyard]
    actions = [{"type": "play_spell", "player": "Alice", "object": "vandal"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"vandal": choice})]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_masked_vandal_exiles_the_creature_card_then_the_enchantment(cards, rules):
    graveyard = [obj("dead", "Grizzly Bears", zone="graveyard"), obj("land", "Forest", zone="graveyard")]
    replay = vandal(cards, rules, graveyard, {"may": True, "cards": ["dead"]})
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["dead"]["zone"] == objs["anthem"]["zone"] == "removed_from_game", log(replay)
    assert objs["land"]["zone"] == "graveyard" and ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_masked_vandal_cant_choose_to_exile_without_a_creature_card(cards, rules):
    replay = vandal(cards, rules, [obj("land", "Forest", zone="graveyard")], {"may": True})
    assert replay.steps[-1].refused
    assert ON_RESOLUTION[rules] in {c.rule for e in replay.steps[-1].events for c in e.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_masked_vandal_cant_name_a_noncreature_card(cards, rules):
    replay = vandal(cards, rules, [obj("dead", "Grizzly Bears", zone="graveyard"), obj("land", "Forest", zone="graveyard")],
                    {"may": True, "cards": ["land"]})
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_raven_guild_master_has_the_damaged_player_exile_their_top_ten_cards(cards, rules):
    library = [obj(f"l{n}", "Island", owner="Bob", zone="library") for n in range(12)]
    objects = [obj("raven", "Raven Guild Master"), *library]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["raven"]}]
    replay = play(cards, objects, actions + [p("Alice"), p("Bob")] * 4, rules, phase="combat", step="beginning_of_combat")
    zones = [o["zone"] for oid, o in objects_in(replay.final_state).items() if oid.startswith("l")]
    assert zones.count("removed_from_game") == 10 and zones.count("library") == 2, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cloudshift_returns_a_borrowed_creature_under_your_control(cards, rules):
    objects = [obj("shift", "Cloudshift", zone="hand"), obj("p1", "Plains"),
               obj("bears", "Grizzly Bears", owner="Bob", controller="Alice", damage=1)]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "shift", "targets": ["bears"]},
                                   p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["controller"] == "Alice" and bears["damage"] == 0, log(replay)
    assert NEW_OBJECT[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("may", [True, False])
def test_conjurer_s_closet_flickers_only_if_you_choose_to(cards, rules, may):
    objects = [obj("closet", "Conjurer's Closet"), obj("bears", "Grizzly Bears", tapped=True)]
    actions = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob", choices={"closet": {"may": may}})]
    replay = play(cards, objects, actions, rules, phase="postcombat_main")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["bears"]["tapped"] is not may, log(replay)


def test_felidar_guardian_which_may_return_an_aura_is_played(compiled):
    # an Aura returned enchants what its owner chooses (303.4f, rulings/engine/aura_entering.py): test_flicker_permanents.py
    assert compiled["Felidar Guardian"].played


SAME_TARGET_ONCE = {R2007: "409.1c", R2026: "115.3"}


def dust(cards, rules, targets):
    objects = [obj("dust", "Dust to Dust", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"), obj("p3", "Plains"),
               obj("o1", "Ornithopter", owner="Bob"), obj("o2", "Ornithopter", owner="Bob"), obj("anthem", "Crusade", owner="Bob")]
    return play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "dust", "targets": targets}, p("Alice"), p("Bob")],
                rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dust_to_dust_exiles_two_artifacts(cards, rules):
    replay = dust(cards, rules, ["o1", "o2"])
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["o1"]["zone"] == objs["o2"]["zone"] == "removed_from_game", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("targets", [["o1", "o1"], ["o1"], ["o1", "anthem"]])
def test_dust_to_dust_needs_two_different_artifacts(cards, rules, targets):
    replay = dust(cards, rules, targets)
    [step] = [st for st in replay.steps if st.refused]
    if targets == ["o1", "o1"]:
        assert SAME_TARGET_ONCE[rules] in {c.rule for c in step.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_sylvan_reclamation_exiles_an_artifact_and_an_enchantment(cards, rules):
    objects = [obj("recl", "Sylvan Reclamation", zone="hand"), obj("f1", "Forest"), obj("p1", "Plains"), obj("f2", "Forest"),
               obj("f3", "Forest"), obj("f4", "Forest"),
               obj("o1", "Ornithopter", owner="Bob"), obj("anthem", "Crusade", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob")]
    ok = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "recl", "targets": ["o1", "anthem"]},
                               p("Alice"), p("Bob")], rules)
    objs = objects_in(ok.final_state)
    assert objs["o1"]["zone"] == objs["anthem"]["zone"] == "removed_from_game", log(ok)
    refused = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "recl", "targets": ["bears"]}], rules)
    assert refused.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_turn_to_mist_returns_the_creature_at_the_next_end_step(cards, rules):
    objects = [obj("mist", "Turn to Mist", zone="hand"), obj("p1", "Plains"), obj("i1", "Island"),
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True, damage=1)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mist", "targets": ["bears"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["controller"] == "Bob" and not bears["tapped"] and bears["damage"] == 0, log(replay)
    assert {R2007: "404.4", R2026: "603.7"}[rules] in cited(replay)
    assert NEW_OBJECT[rules] in cited(replay)


def test_flickerwisp_which_could_return_an_aura_is_played_by_flicker_later(compiled):
    # "another target permanent": an Aura returning is attached to what its owner chooses as it enters (303.4f,
    # the engine's aura_entering.py): rulings/oracle/flicker_later.py, tests in test_flicker_later.py
    assert compiled["Flickerwisp"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_token_exiled_by_turn_to_mist_doesnt_return(cards, rules):
    objects = [obj("mist", "Turn to Mist", zone="hand"), obj("p1", "Plains"), obj("i1", "Island"),
               obj("tok", "Grizzly Bears", owner="Bob", token=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mist", "targets": ["tok"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}]
    replay = play(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert "tok" not in {oid for oid, o in objects_in(replay.final_state).items() if o.get("zone") == "in_play"}, log(replay)
