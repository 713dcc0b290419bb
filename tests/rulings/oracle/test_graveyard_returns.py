"""Cards that leave their owner's graveyard (rulings/oracle/graveyard_returns.py), played from real
cards' Oracle text (graveyard_returns_cards.json: records copied from the pool): dredge on an
instant or sorcery (Life from the Loam, Darkblast; 2007 502.47a, 2026 702.52a) and renew's
"[Cost], Exile this card from your graveyard: ..." (Adorned Crocodile, Constrictor Sage; renew is
an ability word, 2026 207.2c; the ability works only in the graveyard, 2007 402.8g / 2026 113.6m)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "graveyard_returns_cards.json"
POOL_TOO = True  # Lightning Bolt, Pyroclasm, Raise Dead, Thrill of Possibility
R2007, R2026 = "2007-02-01", "2026-06-19"
DREDGE = {R2007: "502.47a", R2026: "702.52a"}
ONLY_IN_GRAVEYARD = {R2007: "402.8g", R2026: "113.6m"}


def test_the_cards_compile_with_their_graveyard_abilities(compiled):
    for name in ("Darkblast", "Life from the Loam", "Adorned Crocodile", "Constrictor Sage"):
        assert compiled[name].played, name
    assert compiled["Life from the Loam"].definition["abilities"][-1] == {"kind": "keyword", "keyword": "dredge", "count": 3}
    renew = compiled["Adorned Crocodile"].definition["abilities"][-1]
    assert renew["zone"] == "graveyard" and renew["cost"] == {"mana": "{B}", "exile": "self"} and renew["timing"] == "sorcery"


# --- dredge on a sorcery --------------------------------------------------------------------
def loam_dredges(cards, rules, dredge=True):
    """Alice's upkeep ends and her draw step's draw is dredged (or not) with Life from the Loam."""
    doc = {"format": 1, "rules": rules, "name": "dredge", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep", "priority_player": "Alice"},
           "objects": [obj("loam", "Life from the Loam", zone="graveyard"),
                       *(obj(f"l{i}", "Forest", zone="library") for i in range(4))],
           "actions": [p("Alice"), p("Bob", **({"choices": {"loam": {"dredge": True}}} if dredge else {}))]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_life_from_the_loam_dredges_three_instead_of_the_draw(cards, rules):
    replay = loam_dredges(cards, rules)
    objs = objects_in(replay.final_state)
    assert objs["loam"]["zone"] == "hand", log(replay)
    assert [objs[f"l{i}"]["zone"] for i in range(4)].count("graveyard") == 3, log(replay)
    assert DREDGE[rules] in cited(replay)


def test_without_the_choice_alice_draws_and_the_loam_stays(cards):
    objs = objects_in(loam_dredges(cards, R2026, dredge=False).final_state)
    assert objs["loam"]["zone"] == "graveyard" and [objs[f"l{i}"]["zone"] for i in range(4)].count("hand") == 1


# --- renew ----------------------------------------------------------------------------------
def crocodile_renews(cards, rules):
    objects = [obj("croc", "Adorned Crocodile", zone="graveyard"), obj("bears", "Grizzly Bears"), obj("swamp", "Swamp")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "croc", "ability": 1, "targets": ["bears"],
                "mana_abilities": [{"object": "swamp"}]}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, name="renew"), cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_adorned_crocodile_exiles_itself_from_the_graveyard_to_put_a_counter(cards, rules):
    replay = crocodile_renews(cards, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["croc"]["zone"] == "removed_from_game" and (objs["bears"]["power"], objs["bears"]["toughness"]) == (3, 3), log(replay)
    assert ONLY_IN_GRAVEYARD[rules] in cited(replay)


def test_renew_only_as_a_sorcery(cards):
    doc = in_main_phase([obj("croc", "Adorned Crocodile", zone="graveyard"), obj("bears", "Grizzly Bears"), obj("swamp", "Swamp")],
                        [{"type": "activate_ability", "player": "Alice", "object": "croc", "ability": 1, "targets": ["bears"],
                          "mana_abilities": [{"object": "swamp"}]}], R2026)
    doc["turn"].update(active_player="Bob", priority_player="Alice")
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused and "sorcery" in log(replay), log(replay)


def test_renew_on_the_battlefield_is_not_activated(cards):
    doc = in_main_phase([obj("croc", "Adorned Crocodile"), obj("bears", "Grizzly Bears"), obj("swamp", "Swamp")],
                        [{"type": "activate_ability", "player": "Alice", "object": "croc", "ability": 1, "targets": ["bears"],
                          "mana_abilities": [{"object": "swamp"}]}], R2026)
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("text", [
    # a renew ability that doesn't exile its card, one without "only as a sorcery", another ability word
    "Renew — {B}: Put a +1/+1 counter on target creature. Activate only as a sorcery.",
    "Renew — {B}, Exile this card from your graveyard: Put a +1/+1 counter on target creature.",
    "Raid — {B}, Exile this card from your graveyard: Put a +1/+1 counter on target creature. Activate only as a sorcery.",
])
def test_near_miss_renew_phrasings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                         "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not card.played


# --- "[Cost with 'Sacrifice two enchantments']: Return this card from your graveyard to your hand" -----
def griffin_returns(cards, rules, sacrifice):
    objects = [obj("griffin", "Dutiful Griffin", zone="graveyard"), obj("a1", "Glorious Anthem"), obj("a2", "Glorious Anthem"),
               *(obj(f"pl{i}", "Plains") for i in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "griffin", "ability": 1, "pay": {"sacrifice": sacrifice},
                "mana_abilities": [{"object": f"pl{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, name="griffin"), cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_dutiful_griffin_sacrifices_two_enchantments_and_returns_to_hand(cards, rules):
    replay = griffin_returns(cards, rules, ["a1", "a2"])
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["griffin"]["zone"] == "hand" and objs["a1"]["zone"] == objs["a2"]["zone"] == "graveyard", log(replay)
    assert ONLY_IN_GRAVEYARD[rules] in cited(replay)


def test_dutiful_griffin_needs_two_different_enchantments(cards):
    replay = griffin_returns(cards, R2026, ["a1", "a1"])
    assert replay.steps[1].refused and objects_in(replay.final_state)["griffin"]["zone"] == "graveyard", log(replay)


# --- "Whenever ... dies [while this card is in your graveyard], you may pay ... If you do, return this card ..." ---
def bears_die(cards, rules, watcher, spell="Lightning Bolt", may=True, pay="Swamp"):
    """Alice's `spell` kills her Grizzly Bears (Pyroclasm: the watcher's card too, if it is on the battlefield)."""
    objects = [obj("w", watcher, zone="graveyard"), obj("bears", "Grizzly Bears"), obj("spell", spell, zone="hand"),
               *(obj(f"m{i}", "Mountain") for i in range(2)), *(obj(f"s{i}", pay) for i in range(2))]
    cast = {"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": "m0"}, {"object": "m1"}][:2 if spell == "Pyroclasm" else 1]}
    if spell == "Lightning Bolt":
        cast["targets"] = ["bears"]
    actions = [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"w": {"may": may}})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, name="dies"), cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_nether_traitor_returns_when_another_creature_is_put_into_its_owners_graveyard(cards, rules):
    replay = bears_die(cards, rules, "Nether Traitor")
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and objs["w"]["zone"] == "in_play" and objs["s0"]["tapped"], log(replay)
    assert ONLY_IN_GRAVEYARD[rules] in cited(replay)


def test_nether_traitor_stays_when_its_owner_declines(cards):
    objs = objects_in(bears_die(cards, R2026, "Nether Traitor", may=False).final_state)
    assert objs["w"]["zone"] == "graveyard" and not objs["s0"]["tapped"]


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_furious_forebear_returns_to_hand_when_a_creature_you_control_dies(cards, rules):
    replay = bears_die(cards, rules, "Furious Forebear", pay="Plains")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["w"]["zone"] == "hand", log(replay)


def test_furious_forebear_dying_with_the_creature_does_not_see_it_die(cards):
    objects = [obj("w", "Furious Forebear"), obj("bears", "Grizzly Bears"), obj("spell", "Pyroclasm", zone="hand"),
               obj("m0", "Mountain"), obj("m1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, name="together"), cards=cards))
    assert objects_in(replay.final_state)["w"]["zone"] == "graveyard", log(replay)
    assert "Furious Forebear's ability triggers" not in log(replay) and not replay.final_state["stack"], log(replay)


@pytest.mark.parametrize("text", [
    # the return of a card that isn't this one, a dies trigger of the card itself, a graveyard other than yours
    "Whenever a creature you control dies while this card is in your graveyard, return target creature card from your graveyard to your hand.",
    "Whenever another creature is put into a graveyard from the battlefield, you may pay {B}. If you do, return this card from your graveyard to the battlefield.",
    "Whenever another creature is put into your graveyard from the battlefield, you may pay {B}. If you do, return this card from your graveyard to the battlefield attached to it.",
])
def test_near_miss_dies_phrasings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                         "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not card.played


# --- "Whenever one or more creature cards leave your graveyard, ..." (2007 410.6; 2026 603.2c) --------------
def raise_dead(cards, rules, watcher, card="Grizzly Bears", active="Alice"):
    objects = [obj("tomb", watcher), obj("dead", card, zone="graveyard"), obj("raise", "Raise Dead", zone="hand"), obj("swamp", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "raise", "targets": ["dead"], "mana_abilities": [{"object": "swamp"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    doc = in_main_phase(objects, actions, rules, name="leave")
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules, once", [(R2007, "410.6"), (R2026, "603.2c")])
def test_desecrated_tomb_makes_a_bat_when_a_creature_card_leaves_your_graveyard(cards, rules, once):
    replay = raise_dead(cards, rules, "Desecrated Tomb")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert any(o["name"] == "Bat" for o in replay.final_state["zones"]["Alice"]["in_play"]), log(replay)
    assert once in cited(replay)


def test_attuned_hunter_gets_a_counter_when_a_card_leaves_your_graveyard_during_your_turn(cards):
    replay = raise_dead(cards, R2026, "Attuned Hunter")
    hunter = objects_in(replay.final_state)["tomb"]
    assert hunter.get("counters", {}).get("+1/+1") == 1, log(replay)


@pytest.mark.parametrize("text", [
    # an effect that reads the cards that left, a card (not "cards"), an opponent's graveyard
    "Whenever one or more cards leave your graveyard, put a +1/+1 counter on target creature for each of them.",
    "Whenever a creature card leaves your graveyard, put a +1/+1 counter on this creature.",
    "Whenever one or more cards leave an opponent's graveyard, put a +1/+1 counter on this creature.",
])
def test_near_miss_leave_phrasings_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}{B}", "types": ["Creature"], "subtypes": [], "supertypes": [],
                         "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})
    assert not card.played


# --- mayhem (2026 702.187b): cast from the graveyard for its mayhem cost if discarded this turn -----------------
def bolt_with_mayhem(cards, rules, discard_first=True):
    """Alice discards Electro's Bolt to Thrill of Possibility (or it was in her graveyard already), then casts
    it from her graveyard for {1}{R} at Bob's Grizzly Bears."""
    objects = [obj("bolt", "Electro's Bolt", zone="hand" if discard_first else "graveyard"), obj("thrill", "Thrill of Possibility", zone="hand"),
               obj("bears", "Grizzly Bears", owner="Bob"), *(obj(f"m{i}", "Mountain") for i in range(4)),
               *(obj(f"l{i}", "Mountain", zone="library") for i in range(2))]
    thrill = {"type": "play_spell", "player": "Alice", "object": "thrill", "pay": {"discard": ["bolt"]},
              "mana_abilities": [{"object": "m0"}, {"object": "m1"}]}
    bolt = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m2"}, {"object": "m3"}]}
    actions = ([thrill, p("Alice"), p("Bob")] if discard_first else []) + [bolt, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, name="mayhem"), cards=cards))


def test_electros_bolt_discarded_this_turn_is_cast_from_the_graveyard_for_its_mayhem_cost(cards):
    replay = bolt_with_mayhem(cards, R2026)
    assert not any(st.refused for st in replay.steps), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and objs["bolt"]["zone"] == "graveyard", log(replay)
    assert "702.187b" in cited(replay)


def test_mayhem_needs_the_card_to_have_been_discarded_this_turn(cards):
    replay = bolt_with_mayhem(cards, R2026, discard_first=False)
    assert replay.steps[1].refused and objects_in(replay.final_state)["bears"]["zone"] == "in_play", log(replay)


def test_under_the_2007_rules_there_is_no_mayhem(cards):
    replay = bolt_with_mayhem(cards, R2007)
    assert replay.steps[-3].refused and "later than February 2007" in log(replay), log(replay)


def test_mayhem_without_a_cost_stays_text_only():
    card = compile_card({"name": "Near Miss", "mana_cost": "{1}", "types": ["Land"], "subtypes": [], "supertypes": [],
                         "power": None, "toughness": None, "loyalty": None, "text": "Mayhem", "layout": "normal"})
    assert not card.played
