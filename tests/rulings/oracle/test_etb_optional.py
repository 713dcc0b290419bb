""" "When ~ enters, you may return another permanent / another creature / an enchantment / a land you
control to its owner's hand [. If you do, ...]" (Loyal Gryff, Aviary Mechanic, Geothermal Kami, Tazeem
Raptor; Biblioplex Kraken's attack trigger, Temur Sabertooth's activated ability): the karoo lands'
"return a permanent you control" (chosen as the effect is applied, not a target) wrapped in the
controller's choice on resolution (2007 413.2c; 2026 608.2d), cards from etb_optional_cards.json
(records copied from the pool). A player who controls no permanent of that kind can't choose to, so
"if you do" doesn't happen (2026 118.12); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, objects_in, obj, p, zone_of

CARDS = Path(__file__).parent / "etb_optional_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Ambrosia Whiteheart", "Aviary Mechanic", "Biblioplex Kraken", "Geothermal Kami", "Indoctrination Attendant",
          "Loyal Gryff", "Rescuer Chwinga", "Tazeem Raptor", "Temur Sabertooth", "Eccentric Farmer", "Pothole Mole",
          "Acolyte of Affliction", "Corpse Churn", "Dig Up the Body", "Grapple with the Past", "Inspiration from Beyond"]
#: "as ~ enters" (a replacement), "when you do" (a reflexive trigger), "another target creature" and
#: "equal to that creature's mana value", "then put a number of counters equal to ...", "draw a card,
#: then you may ...": none read here
NEAR_MISSES = ["Rescuer Sphinx", "Sutina, Speaker of the Tajuru", "Niambi, Esteemed Speaker", "First Responder",
               "Pyroclastic Hellion", "Kefnet the Mindful"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "etb optional"), cards=cards))


def life(replay, who):
    return next(pl["life"] for pl in replay.final_state["players"] if pl["name"] == who)


def cast_and_resolve_trigger(card_id, lands, choice=None):
    """Alice casts the creature with `lands`; both pass (it resolves, its trigger goes on the stack),
    then both pass again with Bob's pass carrying Alice's choice for the trigger."""
    resolve = p("Bob", **({"choices": {card_id: choice}} if choice is not None else {}))
    return [{"type": "play_spell", "player": "Alice", "object": card_id, "mana_abilities": [{"object": l} for l in lands]},
            p("Alice"), p("Bob"), p("Alice"), resolve]


@pytest.mark.parametrize("name", PLAYED)
def test_optional_return_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_optional_returns_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_loyal_gryff_returns_the_creature_chosen_when_its_controller_chooses_to(cards, rules):
    objects = [obj("gryff", "Loyal Gryff", zone="hand"), obj("bears", "Grizzly Bears"),
               *(obj(f"pl{i}", "Plains") for i in range(3)), obj("bob_bears", "Grizzly Bears", owner="Bob")]
    replay = run(cards, objects, cast_and_resolve_trigger("gryff", ["pl0", "pl1", "pl2"], {"may": True, "cards": ["bears"]}), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "hand" and zone_of(replay, "gryff") == "in_play", log(replay)
    assert zone_of(replay, "bob_bears") == "in_play"
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_aviary_mechanic_returns_nothing_without_a_choice(cards, rules):
    objects = [obj("mech", "Aviary Mechanic", zone="hand"), obj("bears", "Grizzly Bears"), obj("pl0", "Plains"), obj("pl1", "Plains")]
    replay = run(cards, objects, cast_and_resolve_trigger("mech", ["pl0", "pl1"]), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "mech") == "in_play"
    assert "the player doesn't" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_aviary_mechanic_can_return_a_land_another_permanent(cards, rules):
    objects = [obj("mech", "Aviary Mechanic", zone="hand"), obj("pl0", "Plains"), obj("pl1", "Plains")]
    replay = run(cards, objects, cast_and_resolve_trigger("mech", ["pl0", "pl1"], {"may": True, "cards": ["pl1"]}), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "pl1") == "hand" and zone_of(replay, "mech") == "in_play"


def test_aviary_mechanic_cant_return_itself(cards):
    objects = [obj("mech", "Aviary Mechanic", zone="hand"), obj("pl0", "Plains"), obj("pl1", "Plains")]
    replay = run(cards, objects, cast_and_resolve_trigger("mech", ["pl0", "pl1"], {"may": True, "cards": ["mech"]}), R2026)
    assert replay.steps[-1].refused
    assert zone_of(replay, "mech") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_geothermal_kami_returns_an_enchantment_and_its_controller_gains_3_life(cards, rules):
    objects = [obj("kami", "Geothermal Kami", zone="hand"), obj("anthem", "Glorious Anthem"),
               *(obj(f"f{i}", "Forest") for i in range(4))]
    replay = run(cards, objects, cast_and_resolve_trigger("kami", ["f0", "f1", "f2", "f3"], {"may": True, "cards": ["anthem"]}), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "anthem") == "hand" and life(replay, "Alice") == 23, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_geothermal_kami_cant_choose_to_return_with_no_enchantment_so_no_life_is_gained(cards, rules):
    objects = [obj("kami", "Geothermal Kami", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4))]
    replay = run(cards, objects, cast_and_resolve_trigger("kami", ["f0", "f1", "f2", "f3"], {"may": True}), rules)
    last = replay.steps[-1]
    assert last.refused and "controls no enchantment" in " ".join(ev.text for ev in last.events), log(replay)
    assert life(replay, "Alice") == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_geothermal_kami_declined_gains_no_life(cards, rules):
    objects = [obj("kami", "Geothermal Kami", zone="hand"), obj("anthem", "Glorious Anthem"),
               *(obj(f"f{i}", "Forest") for i in range(4))]
    replay = run(cards, objects, cast_and_resolve_trigger("kami", ["f0", "f1", "f2", "f3"], {"may": False}), rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "anthem") == "in_play" and life(replay, "Alice") == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_temur_sabertooth_returns_another_creature_and_gains_indestructible(cards, rules):
    objects = [obj("tooth", "Temur Sabertooth"), obj("bears", "Grizzly Bears"), obj("f0", "Forest"), obj("f1", "Forest")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "tooth", "ability": 0,
                "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
               p("Alice"), p("Bob", choices={"tooth": {"may": True, "cards": ["bears"]}})]
    replay = run(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "hand", log(replay)
    assert "indestructible" in (objects_in(replay.final_state)["tooth"].get("keywords") or []), objects_in(replay.final_state)["tooth"]


# --- "mill three cards, then you may return a land card from your graveyard to your hand" ---------------------


def farmer(cards, rules, choice=None, graveyard=()):
    """Alice casts Eccentric Farmer; her library (top first) is a Forest, two Grizzly Bears, a Forest."""
    objects = [obj("farmer", "Eccentric Farmer", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(3)),
               obj("lf1", "Forest", zone="library"), obj("lb1", "Grizzly Bears", zone="library"),
               obj("lb2", "Grizzly Bears", zone="library"), obj("lf2", "Forest", zone="library"),
               *(obj(oid, card, zone="graveyard") for oid, card in graveyard)]
    return run(cards, objects, cast_and_resolve_trigger("farmer", ["f0", "f1", "f2"], choice), rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_eccentric_farmer_returns_a_land_card_it_milled(cards, rules):
    replay = farmer(cards, rules, {"may": True, "cards": ["lf1"]})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lf1") == "hand", log(replay)
    assert zone_of(replay, "lb1") == "graveyard" and zone_of(replay, "lb2") == "graveyard" and zone_of(replay, "lf2") == "library"
    assert CHOICE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_eccentric_farmer_declined_returns_nothing(cards, rules):
    replay = farmer(cards, rules, {"may": False})
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lf1") == "graveyard"


def test_eccentric_farmer_can_return_a_land_card_already_there(cards):
    replay = farmer(cards, R2026, {"may": True, "cards": ["old"]}, graveyard=[("old", "Mountain")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "old") == "hand" and zone_of(replay, "lf1") == "graveyard"


def test_eccentric_farmer_cant_return_a_creature_card(cards):
    replay = farmer(cards, R2026, {"may": True, "cards": ["lb1"]})
    assert replay.steps[-1].refused
    assert zone_of(replay, "lb1") == "library"  # the whole action is undone


def test_pothole_mole_cant_choose_to_return_with_no_land_card_there(cards):
    objects = [obj("mole", "Pothole Mole", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(3)),
               obj("lb1", "Grizzly Bears", zone="library")]
    replay = run(cards, objects, cast_and_resolve_trigger("mole", ["f0", "f1", "f2"], {"may": True}), R2026)
    last = replay.steps[-1]
    assert last.refused and "fewer than 1" in " ".join(ev.text for ev in last.events), log(replay)


@pytest.mark.parametrize("text", [
    "When this creature enters, mill three cards, then you may return a land card from your graveyard to the battlefield.",
    "When this creature enters, mill three cards, then you may return two land cards from your graveyard to your hand.",
    "When this creature enters, mill three cards, then you may return a land card from a graveyard to your hand.",
    "When this creature enters, mill three card, then you may return a land card from your graveyard to your hand.",
])
def test_near_miss_mill_then_returns_stay_text_only(text):
    from rulings.oracle import compile_card
    card = {"name": "Test Farmer", "mana_cost": "{2}{G}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text}
    assert not compile_card(card).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_grapple_with_the_past_returns_a_land_or_creature_card_not_a_sorcery(cards, rules):
    objects = [obj("grapple", "Grapple with the Past", zone="hand"), obj("f0", "Forest"), obj("f1", "Forest"),
               obj("lb1", "Grizzly Bears", zone="library"), obj("grapple2", "Grapple with the Past", zone="library"),
               obj("lf1", "Forest", zone="library")]
    cast = {"type": "play_spell", "player": "Alice", "object": "grapple", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}
    ok = run(cards, objects, [cast, p("Alice"), p("Bob", choices={"grapple": {"may": True, "cards": ["lf1"]}})], rules)
    assert not any(st.refused for st in ok.steps), log(ok)
    assert zone_of(ok, "lf1") == "hand" and zone_of(ok, "lb1") == "graveyard", log(ok)
    bad = run(cards, objects, [cast, p("Alice"), p("Bob", choices={"grapple": {"may": True, "cards": ["grapple2"]}})], rules)
    assert bad.steps[-1].refused


def inspiration(cards, rules, choices=None):
    """Alice casts Inspiration from Beyond; her library (top first): Grizzly Bears, Lightning Bolt, a Forest."""
    objects = [obj("insp", "Inspiration from Beyond", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("lb1", "Grizzly Bears", zone="library"), obj("bolt", "Lightning Bolt", zone="library"),
               obj("lf1", "Forest", zone="library")]
    cast = {"type": "play_spell", "player": "Alice", "object": "insp", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}
    return run(cards, objects, [cast, p("Alice"), p("Bob", **({"choices": {"insp": choices}} if choices else {}))], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_inspiration_from_beyond_returns_the_instant_it_milled_without_asking(cards, rules):
    replay = inspiration(cards, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bolt") == "hand" and zone_of(replay, "lb1") == "graveyard", log(replay)


def test_inspiration_from_beyond_cant_return_a_land_card(cards):
    replay = inspiration(cards, R2026, {"cards": ["lf1"]})
    assert replay.steps[-1].refused


def test_inspiration_from_beyond_with_no_instant_or_sorcery_returns_nothing(cards):
    objects = [obj("insp", "Inspiration from Beyond", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("lb1", "Grizzly Bears", zone="library")]
    cast = {"type": "play_spell", "player": "Alice", "object": "insp", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]}
    replay = run(cards, objects, [cast, p("Alice"), p("Bob")], R2026)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lb1") == "graveyard" and zone_of(replay, "insp") == "graveyard"
