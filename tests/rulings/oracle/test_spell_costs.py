"""Real cards whose text changes what spells cost (rulings/oracle/spell_costs.py,
rulings/engine/spell_costs.py, rulings/engine/additional_costs.py), played under
both editions: the total cost is the mana cost plus cost increases and additional
costs, minus cost reductions (2007 409.1f; 2026 601.2f, generic mana only: 118.7a),
and it is paid whole (2007 409.1h; 2026 601.2h)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase

R26, R07 = "2026-06-19", "2007-02-01"
TOTAL = {R07: "409.1f", R26: "601.2f"}
PAID = {R07: "409.1h", R26: "601.2h"}
BOTH = [R07, R26]


def obj(oid, card, owner="Alice", zone="in_play", **kw):
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **kw}


def lands(name, n, owner="Alice", prefix=None):
    return [obj(f"{prefix or name[0].lower()}{i}", name, owner) for i in range(n)]


def cast(oid, player="Alice", **kw):
    return {"type": "play_spell", "player": player, "object": oid, **kw}


def passes(first="Alice"):
    second = "Bob" if first == "Alice" else "Alice"
    return [{"type": "pass_priority", "player": first}, {"type": "pass_priority", "player": second}]


def play(lookup, objects, actions, rules, active="Alice"):
    data = in_main_phase(objects, actions, rules, "costs")
    data["turn"]["active_player"] = active
    return run_scenario(load_scenario(data, cards=lookup))


def cited(step, concept):
    return {c.rule for ev in step.events for c in ev.citations if c.concept == concept}


def texts(step):
    return [ev.text for ev in step.events]


def refusal(step) -> str:
    """Why the step's action was refused ("" if it wasn't)."""
    return " ".join(texts(step)) if step.refused else ""


def where(replay, oid):
    for p in replay.final_state["zones"].values():
        for zone, objs in p.items():
            if any(o["id"] == oid for o in objs):
                return zone
    return None


NAMES = ["Emerald Medallion", "Feroz's Ban", "Thalia, Guardian of Thraben", "Stratadon", "Seized from Slumber",
         "Wizard's Lightning", "Arcane Melee", "Shrapnel Blast", "Goblin Grenade", "Crop Rotation", "Deadly Dispute",
         "Stitched Drake", "Withering Boon", "Stoic Rebuttal", "Goblin Warchief", "Grand Arbiter Augustin IV", "Spark Harvest", "Lightning Axe", "Whack",
         "No One Left Behind", "Winged Words", "Boreal Elemental"]


@pytest.mark.parametrize("name", NAMES)
def test_cards_that_change_spell_costs_are_fully_played(pool, name):
    assert pool[name].played, pool[name].abilities


# --- a permanent's cost reduction and increase ---------------------------------------------------------------
@pytest.mark.parametrize("rules", BOTH)
def test_emerald_medallion_makes_grizzly_bears_cost_only_its_green_mana(lookup, rules):
    """{1}{G} less {1}: {G}, paid by one Forest; the reduction takes generic mana only."""
    r = play(lookup, [obj("med", "Emerald Medallion"), obj("f0", "Forest"), obj("bears", "Grizzly Bears", zone="hand")],
             [cast("bears")], rules)
    step = r.steps[-1]
    assert not step.refused, texts(step)
    assert TOTAL[rules] in cited(step, "total_cost")
    assert any("Emerald Medallion makes Grizzly Bears cost {1} less" in t for t in [c.reason for ev in step.events for c in ev.citations])
    assert ("118.7a" in cited(step, "generic_reduction")) == (rules == R26)


@pytest.mark.parametrize("rules", BOTH)
def test_the_changed_total_cost_is_said_with_its_result(lookup, rules):
    """The reason cited for the change gives the cost to pay after it: Grizzly Bears' {1}{G} less {1} is {G}."""
    r = play(lookup, [obj("med", "Emerald Medallion"), obj("f0", "Forest"), obj("bears", "Grizzly Bears", zone="hand")],
             [cast("bears")], rules)
    reasons = [c.reason for ev in r.steps[-1].events for c in ev.citations if c.concept == "total_cost"]
    assert "the total cost is changed by {1} less: {G}" in reasons, reasons


@pytest.mark.parametrize("rules", BOTH)
def test_emerald_medallion_doesnt_reduce_a_red_spell(lookup, rules):
    r = play(lookup, [obj("med", "Emerald Medallion"), obj("m0", "Mountain"), obj("bolt", "Shock", zone="hand")],
             [cast("bolt", targets=["Bob"])], rules)
    assert not r.steps[-1].refused
    assert not any("Medallion" in c.reason for ev in r.steps[-1].events for c in ev.citations)


@pytest.mark.parametrize("rules", BOTH)
def test_ferozs_ban_makes_each_players_creature_spells_cost_two_more(lookup, rules):
    bob_bears = [obj("ban", "Feroz's Ban"), obj("bears", "Grizzly Bears", "Bob", zone="hand")]
    short = play(lookup, bob_bears + lands("Forest", 3, "Bob"), [cast("bears", "Bob")], rules, active="Bob")
    assert "can't pay" in refusal(short.steps[-1])  # {3}{G}, three Forests
    enough = play(lookup, bob_bears + lands("Forest", 4, "Bob"), [cast("bears", "Bob")], rules, active="Bob")
    assert not enough.steps[-1].refused, texts(enough.steps[-1])
    assert TOTAL[rules] in cited(enough.steps[-1], "total_cost")


def test_thalia_makes_the_opponents_lightning_bolt_cost_one_more(lookup):
    objects = [obj("thalia", "Thalia, Guardian of Thraben", "Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain")]
    assert play(lookup, objects, [cast("bolt", targets=["Bob"])], R26).steps[-1].refused
    r = play(lookup, objects + [obj("m1", "Mountain")], [cast("bolt", targets=["Bob"]), *passes()], R26)
    assert not r.steps[1].refused and r.final_state["players"][1]["life"] == 17


@pytest.mark.parametrize("rules", BOTH)
def test_arcane_melee_reduces_instants_of_both_players_but_not_below_the_colored_mana(lookup, rules):
    """Lightning Bolt {R} less {2}: still {R} (the reduction finds no generic mana to take)."""
    r = play(lookup, [obj("melee", "Arcane Melee", "Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain")],
             [cast("bolt", targets=["Bob"])], rules)
    step = r.steps[-1]
    assert not step.refused
    assert any("{0} of it taken" in t for t in [c.reason for ev in step.events for c in ev.citations])


@pytest.mark.parametrize("rules", BOTH)
def test_grand_arbiter_taxes_every_spell_of_its_controllers_opponents(lookup, rules):
    objects = [obj("arbiter", "Grand Arbiter Augustin IV", "Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain")]
    assert "can't pay" in refusal(play(lookup, objects, [cast("bolt", targets=["Bob"])], rules).steps[-1])
    r = play(lookup, objects + [obj("m1", "Mountain")], [cast("bolt", targets=["Bob"])], rules)
    assert not r.steps[-1].refused
    assert any("Grand Arbiter Augustin IV makes Lightning Bolt cost {1} more" in c.reason for ev in r.steps[-1].events for c in ev.citations)


@pytest.mark.parametrize("rules", BOTH)
def test_boreal_elemental_taxes_only_the_opponents_spells_that_target_it(lookup, rules):
    board = [obj("boreal", "Boreal Elemental", "Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m0", "Mountain")]
    assert not play(lookup, board, [cast("bolt", targets=["Bob"])], rules).steps[-1].refused  # {R}: not targeting it
    assert "can't pay" in refusal(play(lookup, board, [cast("bolt", targets=["boreal"])], rules).steps[-1])
    r = play(lookup, board + [obj("m1", "Mountain"), obj("m2", "Mountain")], [cast("bolt", targets=["boreal"])], rules)
    assert not r.steps[-1].refused  # {2}{R}


# --- a spell's own reduction ------------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", BOTH)
def test_stratadon_costs_one_less_for_each_basic_land_type(lookup, rules):
    """{10} less five basic land types: {5}, the five basic lands that count pay it."""
    basics = [obj(n.lower(), n) for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    r = play(lookup, basics + [obj("s", "Stratadon", zone="hand")], [cast("s"), *passes()], rules)
    assert not r.steps[1].refused, texts(r.steps[1])
    assert where(r, "s") == "in_play"
    assert any("5 counted" in c.reason for ev in r.steps[1].events for c in ev.citations)


@pytest.mark.parametrize("rules", BOTH)
def test_seized_from_slumber_costs_three_less_when_it_targets_a_tapped_creature(lookup, rules):
    foes = [obj("tapped", "Grizzly Bears", "Bob", tapped=True), obj("ready", "Grizzly Bears", "Bob")]
    hand = [obj("seize", "Seized from Slumber", zone="hand"), *lands("Plains", 2)]
    r = play(lookup, foes + hand, [cast("seize", targets=["tapped"]), *passes()], rules)
    assert not r.steps[1].refused, texts(r.steps[1])
    assert where(r, "tapped") == "graveyard"
    assert any("it targets Grizzly Bears (tapped), a tapped creature" in c.reason for ev in r.steps[1].events for c in ev.citations)
    untapped = play(lookup, foes + hand, [cast("seize", targets=["ready"])], rules)
    assert untapped.steps[-1].refused  # {4}{W} with two Plains


@pytest.mark.parametrize("rules", BOTH)
def test_whack_costs_three_less_only_when_it_targets_a_white_creature(lookup, rules):
    hand = [obj("whack", "Whack", zone="hand"), obj("s0", "Swamp")]
    white = play(lookup, hand + [obj("lions", "Savannah Lions", "Bob")], [cast("whack", targets=["lions"]), *passes()], rules)
    assert not white.steps[1].refused and where(white, "lions") == "graveyard"
    green = play(lookup, hand + [obj("bears", "Grizzly Bears", "Bob")], [cast("whack", targets=["bears"])], rules)
    assert "can't pay" in refusal(green.steps[-1])


@pytest.mark.parametrize("rules", BOTH)
def test_no_one_left_behind_costs_three_less_for_a_creature_card_of_mana_value_three_or_less(lookup, rules):
    hand = [obj("nolb", "No One Left Behind", zone="hand"), *lands("Swamp", 2)]
    r = play(lookup, hand + [obj("dead", "Grizzly Bears", zone="graveyard")], [cast("nolb", targets=["dead"]), *passes()], rules)
    assert not r.steps[1].refused and where(r, "dead") == "in_play"


@pytest.mark.parametrize("rules", BOTH)
def test_wizards_lightning_costs_two_less_while_its_caster_controls_a_wizard(lookup, rules):
    spell = [obj("wl", "Wizard's Lightning", zone="hand"), obj("m0", "Mountain")]
    r = play(lookup, spell + [obj("wiz", "Prodigal Sorcerer")], [cast("wl", targets=["Bob"]), *passes()], rules)
    assert not r.steps[1].refused and r.final_state["players"][1]["life"] == 17
    assert play(lookup, spell + [obj("wiz", "Prodigal Sorcerer", "Bob")], [cast("wl", targets=["Bob"])], rules).steps[-1].refused


@pytest.mark.parametrize("rules", BOTH)
def test_winged_words_costs_one_less_while_its_caster_controls_a_creature_with_flying(lookup, rules):
    spell = [obj("ww", "Winged Words", zone="hand"), *lands("Island", 2), obj("top", "Island", zone="library"),
             obj("top2", "Island", zone="library")]
    r = play(lookup, spell + [obj("drake", "Wind Drake")], [cast("ww"), *passes()], rules)
    assert not r.steps[1].refused
    assert any("Alice controls Wind Drake, a creature with flying" in c.reason for ev in r.steps[1].events for c in ev.citations)
    assert "can't pay" in refusal(play(lookup, spell + [obj("bears", "Grizzly Bears")], [cast("ww")], rules).steps[-1])


# --- additional costs -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", BOTH)
def test_shrapnel_blast_sacrifices_an_artifact_as_its_additional_cost(lookup, rules):
    objects = [obj("blast", "Shrapnel Blast", zone="hand"), obj("mite", "Memnite"), *lands("Mountain", 2)]
    r = play(lookup, objects, [cast("blast", targets=["Bob"], pay={"sacrifice": ["mite"]}), *passes()], rules)
    assert not r.steps[1].refused, texts(r.steps[1])
    assert where(r, "mite") == "graveyard" and r.final_state["players"][1]["life"] == 15
    assert PAID[rules] in cited(r.steps[1], "pay_total_cost")


@pytest.mark.parametrize("rules", BOTH)
def test_shrapnel_blast_cant_sacrifice_a_creature_that_isnt_an_artifact(lookup, rules):
    objects = [obj("blast", "Shrapnel Blast", zone="hand"), obj("bears", "Grizzly Bears"), *lands("Mountain", 2)]
    r = play(lookup, objects, [cast("blast", targets=["Bob"], pay={"sacrifice": ["bears"]})], rules)
    assert "an artifact" in refusal(r.steps[-1])


@pytest.mark.parametrize("rules", BOTH)
def test_goblin_grenade_sacrifices_a_goblin(lookup, rules):
    objects = [obj("gg", "Goblin Grenade", zone="hand"), obj("gob", "Raging Goblin"), obj("m0", "Mountain")]
    r = play(lookup, objects, [cast("gg", targets=["Bob"], pay={"sacrifice": ["gob"]}), *passes()], rules)
    assert not r.steps[1].refused and r.final_state["players"][1]["life"] == 15


def test_deadly_dispute_sacrifices_a_creature_or_an_artifact_but_not_a_land(lookup):
    objects = [obj("dd", "Deadly Dispute", zone="hand"), obj("bears", "Grizzly Bears"), *lands("Swamp", 2)]
    r = play(lookup, objects, [cast("dd", pay={"sacrifice": ["bears"]}), *passes()], R26)
    assert not r.steps[1].refused and where(r, "bears") == "graveyard"
    refused = play(lookup, objects, [cast("dd", pay={"sacrifice": ["s0"]})], R26)
    assert "an artifact or creature" in refusal(refused.steps[-1])


@pytest.mark.parametrize("rules", BOTH)
def test_crop_rotation_sacrifices_a_land(lookup, rules):
    objects = [obj("cr", "Crop Rotation", zone="hand"), *lands("Forest", 2)]
    r = play(lookup, objects, [cast("cr", pay={"sacrifice": ["f1"]}, mana_abilities=[{"object": "f0"}])], rules)
    assert not r.steps[1].refused, texts(r.steps[1])
    assert where(r, "f1") == "graveyard"


@pytest.mark.parametrize("rules", BOTH)
def test_withering_boon_pays_three_life_to_counter_a_creature_spell(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", "Bob", zone="hand"), *lands("Forest", 2, "Bob"),
               obj("boon", "Withering Boon", zone="hand"), *lands("Swamp", 2)]
    actions = [cast("bears", "Bob"), {"type": "pass_priority", "player": "Bob"},
               cast("boon", targets=["bears"]), *passes()]
    data = in_main_phase(objects, actions, rules, "costs")
    data["turn"]["active_player"] = "Bob"
    r = run_scenario(load_scenario(data, cards=lookup))
    assert not any(s.refused for s in r.steps), [s.refused for s in r.steps]
    assert r.final_state["players"][0]["life"] == 17 and where(r, "bears") == "graveyard"


def test_withering_boon_cant_be_cast_with_less_than_three_life(lookup):
    objects = [obj("bears", "Grizzly Bears", "Bob", zone="hand"), *lands("Forest", 2, "Bob"),
               obj("boon", "Withering Boon", zone="hand"), *lands("Swamp", 2)]
    actions = [cast("bears", "Bob"), {"type": "pass_priority", "player": "Bob"},
               cast("boon", targets=["bears"])]
    data = in_main_phase(objects, actions, R26, "costs")
    data["turn"]["active_player"] = "Bob"
    data["players"][0]["life"] = 2
    r = run_scenario(load_scenario(data, cards=lookup))
    assert "has 2 life and can't pay 3 life" in refusal(r.steps[-1])


@pytest.mark.parametrize("rules", BOTH)
def test_stitched_drake_exiles_a_creature_card_from_its_casters_graveyard(lookup, rules):
    objects = [obj("drake", "Stitched Drake", zone="hand"), obj("dead", "Grizzly Bears", zone="graveyard"), *lands("Island", 3)]
    r = play(lookup, objects, [cast("drake", pay={"exile": ["dead"]}), *passes()], rules)
    assert not r.steps[1].refused, texts(r.steps[1])
    assert where(r, "dead") == "removed_from_game" and where(r, "drake") == "in_play"
    assert ("exiled" if rules == R26 else "removed from the game") in " ".join(texts(r.steps[1]))


@pytest.mark.parametrize("pay", [{}, {"exile": ["bolt"]}, {"exile": ["theirs"]}])
def test_stitched_drake_refuses_a_card_that_isnt_a_creature_card_in_its_casters_graveyard(lookup, pay):
    objects = [obj("drake", "Stitched Drake", zone="hand"), obj("bolt", "Lightning Bolt", zone="graveyard"),
               obj("theirs", "Grizzly Bears", "Bob", zone="graveyard"), *lands("Island", 3)]
    r = play(lookup, objects, [cast("drake", pay=pay)], R26)
    assert "pay.exile" in refusal(r.steps[-1])


@pytest.mark.parametrize("rules", BOTH)
def test_spark_harvest_sacrifices_a_creature_or_its_caster_pays_three_and_black_instead(lookup, rules):
    """{B} and a creature, or {B} and {3}{B}: {3}{B}{B} (four Swamps are short)."""
    foe = [obj("bears", "Grizzly Bears", "Bob")]
    sacrificing = play(lookup, foe + [obj("sh", "Spark Harvest", zone="hand"), obj("fodder", "Grizzly Bears"), *lands("Swamp", 1)],
                       [cast("sh", targets=["bears"], pay={"sacrifice": ["fodder"]}), *passes()], rules)
    assert not sacrificing.steps[1].refused and where(sacrificing, "fodder") == "graveyard" and where(sacrificing, "bears") == "graveyard"
    paying = play(lookup, foe + [obj("sh", "Spark Harvest", zone="hand"), obj("mine", "Grizzly Bears"), *lands("Swamp", 5)],
                  [cast("sh", targets=["bears"]), *passes()], rules)
    assert not paying.steps[1].refused, texts(paying.steps[1])
    assert where(paying, "mine") == "in_play" and where(paying, "bears") == "graveyard"
    assert any("paid as {3}{B} rather than by sacrificing" in c.reason for ev in paying.steps[1].events for c in ev.citations)
    short = play(lookup, foe + [obj("sh", "Spark Harvest", zone="hand"), *lands("Swamp", 4)], [cast("sh", targets=["bears"])], rules)
    assert "can't pay" in refusal(short.steps[-1])


@pytest.mark.parametrize("rules", BOTH)
def test_lightning_axe_discards_a_card_or_pays_five(lookup, rules):
    foe = [obj("bears", "Grizzly Bears", "Bob")]
    discarding = play(lookup, foe + [obj("axe", "Lightning Axe", zone="hand"), obj("spare", "Forest", zone="hand"), *lands("Mountain", 1)],
                      [cast("axe", targets=["bears"], pay={"discard": ["spare"]}), *passes()], rules)
    assert not discarding.steps[1].refused and where(discarding, "spare") == "graveyard" and where(discarding, "bears") == "graveyard"
    paying = play(lookup, foe + [obj("axe", "Lightning Axe", zone="hand"), obj("spare", "Forest", zone="hand"), *lands("Mountain", 6)],
                  [cast("axe", targets=["bears"]), *passes()], rules)
    assert not paying.steps[1].refused and where(paying, "spare") == "hand"


# --- precision: near misses stay text only ------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "This spell costs {1} less to cast for each creature that attacked you this turn.",  # "that attacked this turn" is read (test_attacked_cost.py)
    "This spell costs {1} less to cast for each creature you control with power 4 or greater.",
    "This spell costs {1} less to cast if it targets a creature token.",
    "This spell costs {1} less to cast if it targets a player.",
    "Historic spells you cast cost {1} less to cast.",
    "Minotaur spells you cast cost {B}{R} less to cast.",
    "Goblin spells and Rogue spells you cast cost {1} less to cast.",
    "During turns other than yours, spells you cast cost {1} less to cast.",
    "As an additional cost to cast this spell, sacrifice X creatures.",  # "two creatures" is read since (sacrifice_wordings.py)
    "As an additional cost to cast this spell, sacrifice a creature or pay 3 life.",
    "As an additional cost to cast this spell, pay {X} or sacrifice a creature.",
    "As an additional cost to cast this spell, discard X cards at random.",  # "pay X life" is played (additional_costs.py)
])  # "discard a card at random" is played now (random_discard_costs.py; test_random_discard_costs.py)
def test_a_cost_sentence_the_engine_cant_play_whole_stays_text_only(text):
    record = {"name": "Test Card", "mana_cost": "{3}{B}", "types": ["Sorcery"], "text": text + "\nDraw a card."}
    compiled = compile_card(record)
    assert not compiled.played and compiled.definition["text_only"] == [text]


@pytest.mark.parametrize("text, condition", [
    ("This spell costs {1} less to cast if it targets a Spider.", {"if_targets": {"subtypes": ["Spider"]}}),
    ("This spell costs {1} less to cast if it targets a Hero you control.", {"if_targets": {"subtypes": ["Hero"], "controller": "you"}}),
    ("This spell costs {1} less to cast if you control a Vehicle.", {"if_you_control": {"subtypes": ["Vehicle"]}}),
    ("This spell costs {1} less to cast if it targets a blue permanent.", {"if_targets": {"colors": ["blue"]}}),
])
def test_a_spells_own_condition_is_read_into_its_filter(text, condition):
    record = {"name": "Test Card", "mana_cost": "{3}{B}", "types": ["Sorcery"], "text": text + "\nDraw a card."}
    compiled = compile_card(record)
    assert compiled.played
    assert compiled.definition["abilities"][0]["spell_cost"] == {"less": 1, "spells": "self", **condition}
