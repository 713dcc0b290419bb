"""One real card per template family, compiled from its current Oracle text, and
the text a template must leave alone (anything it does not understand in full)."""
import pytest

from rulings.engine.scenario import cards as card_checks
from rulings.engine.scenario.fields import Checker
from rulings.oracle import ABILITY_TEMPLATES, EFFECT_TEMPLATES, compile_card


def card(name, text, types=("Creature",), cost="{1}{G}", pt=("2", "2"), subtypes=(), supertypes=()):
    creature = "Creature" in types
    return compile_card({"name": name, "mana_cost": cost, "types": list(types), "subtypes": list(subtypes),
                         "supertypes": list(supertypes), "power": pt[0] if creature else None,
                         "toughness": pt[1] if creature else None, "text": text, "layout": "normal"})


def valid(definition) -> bool:
    v = Checker()
    card_checks.card(v, definition, "card")
    return not v.errors


def test_every_family_registers_its_templates():
    families = {f for f, _, _ in EFFECT_TEMPLATES} | {f for f, _, _ in ABILITY_TEMPLATES}
    assert {"keywords", "mana", "damage", "pump", "removal", "players", "tokens", "counters", "triggered",
            "statics", "activated", "prevention", "combat_restrictions", "conditions"} <= families


def test_the_sample_pool_compiles_to_valid_definitions(pool):
    for name, compiled in pool.items():
        assert compiled.definition is None or valid(compiled.definition), name


def test_keywords_with_and_without_costs():
    c = card("Vulshok Morningstar", "Equipped creature gets +2/+2.\nEquip {2} ({2}: Attach to target creature you control.)",
             types=("Artifact",), cost="{2}", subtypes=("Equipment",))
    assert c.played and c.definition["abilities"] == [
        {"kind": "static", "affects": "equipped", "pump": {"power": 2, "toughness": 2}, "text": "Equipped creature gets +2/+2."},
        {"kind": "keyword", "keyword": "equip", "cost": "{2}"}]
    serra = card("Serra Angel", "Flying\nVigilance (Attacking doesn't cause this creature to tap.)", pt=("4", "4"))
    assert [a["keyword"] for a in serra.definition["abilities"]] == ["flying", "vigilance"]
    assert card("White Knight", "First strike\nProtection from black").definition["abilities"][1] == \
        {"kind": "keyword", "keyword": "protection", "from": "black"}


def test_an_unknown_keyword_is_text_only():
    c = card("Test Jumper", "Jump\nHaste")  # (cascade, exploit and enlist, once this test's examples, are played)
    assert not c.played and [a["played"] for a in c.abilities] == [False, True]
    assert c.definition["text_only"] == ["Jump"]


def test_storm_on_a_permanent_card_is_text_only_its_copies_would_be_tokens():
    """Storm copies of a permanent spell become tokens (2026 111.13 / 608.3f): the engine doesn't
    make them, so a creature with storm is not claimed; an instant's storm still is."""
    scion = card("Stormscale Scion", "Flying\nOther creatures you control get +1/+1.\nStorm (When you cast this spell, "
                 "copy it for each spell cast before it this turn. Copies become tokens.)", cost="{4}{R}{R}", pt=("4", "4"))
    assert not scion.played and scion.abilities[-1]["played"] is False
    grapeshot = card("Grapeshot", "Grapeshot deals 1 damage to any target.\nStorm", types=("Sorcery",), cost="{1}{R}")
    assert grapeshot.played and {"kind": "keyword", "keyword": "storm"} in grapeshot.definition["abilities"]


def test_mana_ability():
    c = card("Fyndhorn Elves", "{T}: Add {G}.", pt=("1", "1"))
    assert c.definition["abilities"][0]["cost"] == {"tap": True}
    assert c.definition["abilities"][0]["effect"] == [{"do": "add_mana", "mana": "{G}"}]


def test_a_choice_of_mana_is_the_option_named_as_it_resolves():
    c = card("Dismal Backwater", "{T}: Add {U} or {B}.", types=("Land",), cost="")
    assert c.definition["abilities"][0]["effect"] == [{"do": "add_mana", "one_of": ["{U}", "{B}"]}]


@pytest.mark.parametrize("text, targets, to", [
    ("Shock deals 2 damage to any target.", ["any_target"], "target:0"),
    ("Shock deals 2 damage to target creature.", ["creature"], "target:0"),
    ("Shock deals 2 damage to target player.", ["player"], "target:0"),
])
def test_damage_to_a_target(text, targets, to):
    c = card("Shock", text, types=("Instant",), cost="{R}")
    assert c.played and c.definition["targets"] == targets
    assert c.definition["effect"] == [{"do": "damage", "amount": 2, "to": to}]


def test_damage_to_each_creature_and_x():
    c = card("Pyroclasm", "Pyroclasm deals 2 damage to each creature.", types=("Sorcery",), cost="{1}{R}")
    assert c.definition["effect"] == [{"do": "for_each", "creatures": {}, "effect": [{"do": "damage", "amount": 2, "to": "it"}]}]
    assert card("Blaze", "Blaze deals X damage to any target.", types=("Sorcery",), cost="{X}{R}").played
    assert not card("Shock", "Shock deals X damage to any target.", types=("Instant",), cost="{R}").played  # no X to pay


def test_a_player_or_planeswalker_target_is_a_target_filter():
    c = card("Lava Axe", "Lava Axe deals 5 damage to target player or planeswalker.", types=("Sorcery",), cost="{4}{R}")
    assert c.definition["targets"] == [{"player": "any", "types": ["Planeswalker"]}]


def test_pump_until_end_of_turn():
    c = card("Titanic Growth", "Target creature gets +4/+4 until end of turn.", types=("Instant",), cost="{1}{G}")
    assert c.definition["effect"] == [{"do": "pump", "power": 4, "toughness": 4, "to": "target:0", "until": "end_of_turn"}]
    blessing = card("Angelic Blessing", "Target creature gets +3/+3 and gains flying until end of turn. (It can't be blocked "
                    "except by creatures with flying or reach.)", types=("Sorcery",), cost="{2}{W}")
    assert [s["do"] for s in blessing.definition["effect"]] == ["pump", "gain_ability"]


def test_an_extra_sentence_makes_the_whole_paragraph_text_only():
    # (scry is played since the library family, amass since keyword_actions_later, venturing since dungeons, taking the
    # initiative since initiative; venturing into Undercity, which no card asks alone, is a sentence no template reads)
    c = card("Titan's Strength", "Target creature gets +3/+1 until end of turn. Venture into Undercity.", types=("Instant",), cost="{R}")
    assert not c.played and "effect" not in c.definition


@pytest.mark.parametrize("text, do, spec", [
    ("Destroy target nonblack creature.", "destroy", "nonblack_creature"),
    ("Exile target creature.", "remove_from_game", "creature"),
    ("Return target permanent to its owner's hand.", "return_to_hand", "permanent"),
    ("Counter target spell.", "counter", "spell"),
    ("Tap target creature.", "tap", "creature"),
])
def test_removal(text, do, spec):
    c = card("Removal", text, types=("Instant",), cost="{1}{B}")
    assert c.played and c.definition["targets"] == [spec] and c.definition["effect"][0]["do"] == do


def test_it_cant_be_regenerated_rides_on_the_destruction():
    c = card("Terror", "Destroy target nonartifact, nonblack creature. It can't be regenerated.", types=("Instant",))
    assert c.definition["effect"] == [{"do": "destroy", "what": "target:0", "no_regenerate": True}]


def test_a_target_kind_the_engine_lacks_is_text_only():
    assert not card("Shatter", "Destroy target artifact with two heads.", types=("Instant",), cost="{1}{R}").played


@pytest.mark.parametrize("text, step", [
    ("Draw two cards.", {"do": "draw", "amount": 2}),
    ("Target player discards two cards.", {"do": "discard", "amount": 2, "player": "target:0"}),
    ("You gain 4 life.", {"do": "gain_life", "amount": 4, "player": "you"}),
    ("Target opponent loses 3 life.", {"do": "lose_life", "amount": 3, "player": "target:0"}),
])
def test_players(text, step):
    c = card("Sorcery", text, types=("Sorcery",), cost="{2}{B}")
    assert c.played and c.definition["effect"] == [step]


def test_tokens():
    c = card("Sprout", "Create a 1/1 green Saproling creature token.", types=("Instant",), cost="{G}")
    assert c.definition["effect"] == [{"do": "create_token", "id": "saproling", "count": 1, "token": {
        "types": ["Creature"], "subtypes": ["Saproling"], "colors": ["green"], "power": 1, "toughness": 1}}]
    thopters = card("Thopters", "Create two 1/1 colorless Thopter artifact creature tokens with flying.", types=("Sorcery",))
    token = thopters.definition["effect"][0]["token"]
    assert token["types"] == ["Artifact", "Creature"] and token["colors"] == [] and token["abilities"] == [{"kind": "keyword", "keyword": "flying"}]


def test_counters():
    c = card("Battlegrowth", "Put a +1/+1 counter on target creature.", types=("Instant",), cost="{G}")
    assert c.definition["effect"] == [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target:0"}]


def test_enters_attacks_and_upkeep_triggers():
    angel = card("Angel of Mercy", "Flying\nWhen this creature enters, you gain 3 life.", pt=("3", "3"))
    assert angel.definition["abilities"][1]["trigger"] == {"event": "comes_into_play", "who": "self"}
    cave = card("Cave People", "Whenever this creature attacks, it gets +1/-2 until end of turn.")
    assert cave.definition["abilities"][0]["effect"] == [{"do": "pump", "power": 1, "toughness": -2, "to": "self", "until": "end_of_turn"}]
    upkeep = card("Upkeep", "At the beginning of your upkeep, you lose 1 life.")
    assert upkeep.definition["abilities"][0]["trigger"] == {"event": "beginning_of_step", "step": "upkeep", "whose": "your"}


def test_when_this_creature_dies():
    c = card("Feral Prowler", "When this creature dies, draw a card.")
    assert c.played and valid(c.definition)
    assert c.definition["abilities"][0]["trigger"] == {"event": "dies", "who": "self"}
    assert c.definition["abilities"][0]["effect"] == [{"do": "draw", "amount": 1}]


def test_another_creature_you_control_dies():
    c = card("Rot Shambler", "Whenever another creature you control dies, put a +1/+1 counter on this creature.")
    assert c.played and valid(c.definition)
    assert c.definition["abilities"][0]["trigger"] == {"event": "dies", "who": "another_creature_you_control"}
    assert c.definition["abilities"][0]["effect"] == [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}]


@pytest.mark.parametrize("text", [
    "When this creature dies, put a +1/+1 counter on this creature.",  # the creature is gone
    "When enchanted creature dies, draw a card.",
    "Whenever a creature an opponent controls dies, return it to its owner's hand.",  # "it" is a card in a graveyard
    "Whenever this creature or another creature you control dies, return that card to its owner's hand.",
    "When this creature dies, you may sacrifice a nontoken creature.",  # an optional instruction the engine does not have
])
def test_dies_text_the_engine_does_not_play_stays_text_only(text):
    assert not card("Dier", text).played


def test_an_artifact_that_is_not_a_creature_never_dies():
    c = card("Trinket", "When this artifact dies, draw a card.", types=("Artifact",), cost="{1}")
    assert not c.played


def test_whenever_you_gain_life():
    c = card("Scion of the Swarm", "Flying\nWhenever you gain life, put a +1/+1 counter on this creature.")
    assert c.played and valid(c.definition)
    assert c.definition["abilities"][1]["trigger"] == {"event": "gain_life", "whose": "your"}


def test_whenever_you_gain_life_that_much_life_is_the_life_gained():
    c = card("Defiant Bloodlord", "Flying\nWhenever you gain life, target opponent loses that much life.")
    assert c.played and valid(c.definition)
    assert c.definition["abilities"][1]["effect"] == [{"do": "lose_life", "amount": {"count": "life_gained"}, "player": "target:0"}]


@pytest.mark.parametrize("text", ["Whenever you gain life, you gain that much life.",
                                  "Whenever you gain life, draw that much cards.",
                                  "Whenever you gain life, target opponent loses X life."])
def test_whenever_you_gain_life_text_the_engine_does_not_play(text):
    assert not card("Lifer", text).played


def test_each_opponent_loses_life_for_each_player():
    c = card("Cliffhaven Vampire", "Whenever you gain life, each opponent loses 1 life.")
    assert c.played and valid(c.definition)
    assert c.definition["abilities"][0]["effect"] == [
        {"do": "for_each", "players": "each_opponent", "effect": [{"do": "lose_life", "amount": 1, "player": "it"}]}]
    assert not card("Odd", "When this creature enters, each opponent loses 2 cards.").played


@pytest.mark.parametrize("types", [("Sorcery",), ("Creature",)])
def test_this_spell_cant_be_countered(types):
    text = "This spell can't be countered.\n" + ("Destroy all creatures." if "Sorcery" in types else "Trample")
    c = card("Uncounterable", text, types=types)
    assert c.played and valid(c.definition)
    assert {"kind": "keyword", "keyword": "cant_be_countered"} in c.definition["abilities"]


def test_creatures_you_control_get_and_other_creature_types():
    anthem = card("Glorious Anthem", "Creatures you control get +1/+1.", types=("Enchantment",), cost="{1}{W}{W}")
    assert anthem.definition["abilities"][0]["filter"] == {"you_control": True}
    lord = card("Elvish Archdruid", "Other Elf creatures you control get +1/+1 and have trample.")
    assert lord.played and valid(lord.definition)
    (static,) = lord.definition["abilities"]
    assert static["filter"] == {"other": True, "you_control": True, "subtype": "Elf"}
    assert static["pump"] == {"power": 1, "toughness": 1} and static["gains"] == {"kind": "keyword", "keyword": "trample"}
    other = card("Veteran Armorer", "Other creatures you control have vigilance.")
    assert other.definition["abilities"][0]["filter"] == {"other": True, "you_control": True}


@pytest.mark.parametrize("text", [
    "Other White creatures you control get +1/+1.",  # a color, not a creature type
    "Other Legendary creatures you control get +1/+1.",
    "Other creatures you control with trample get +1/+1.",  # flying is read (Windstorm Drake); no other keyword
])
def test_other_creatures_the_engine_does_not_filter_stay_text_only(text):
    assert not card("Lord", text).played


def test_cant_block():
    assert card("Goblin Raider", "This creature can't block.").definition["abilities"] == [{"kind": "keyword", "keyword": "cant_block"}]


def test_enchant_gives_the_aura_its_target():
    c = card("Pacifism", "Enchant creature\nEnchanted creature can't attack or block.", types=("Enchantment",),
             cost="{1}{W}", subtypes=("Aura",))
    assert c.played and c.definition["targets"] == ["creature"]
    assert [a.get("gains", {}).get("keyword") for a in c.definition["abilities"][1:]] == ["cant_attack", "cant_block"]


def test_self_references_by_name_and_short_name():
    c = card("Krenko, Tin Street Kingpin", "Whenever Krenko attacks, put a +1/+1 counter on it.", supertypes=("Legendary",))
    assert c.played and c.definition["abilities"][0]["effect"][0]["to"] == "self"  # "it": nothing else is named before it
    c = card("Krenko, Tin Street Kingpin", "Whenever Krenko attacks, put a +1/+1 counter on Krenko.", supertypes=("Legendary",))
    assert c.played and c.definition["abilities"][0]["effect"][0]["to"] == "self"


def test_cards_the_engine_cant_hold_are_text_only():
    assert compile_card({"name": "Jace", "types": ["Planeswalker"], "text": "+1: Draw a card."}).definition is None
    tarmo = card("Tarmogoyf", "Tarmogoyf's power is equal to...", pt=("*", "1+*"))
    assert tarmo.definition is None and not tarmo.played
    assert card("Snow", "", cost="{S}{G}").definition is None


def test_hybrid_and_phyrexian_costs_are_played():
    """The engine pays hybrid (107.4e) and Phyrexian (107.4f) mana."""
    assert card("Hybrid", "", cost="{R/G}").played and card("Mite", "", cost="{G/P}").played


def test_and_you_gain_life_follows_the_first_instruction():
    c = card("Essence Drain", "Essence Drain deals 3 damage to any target and you gain 3 life.", types=("Sorcery",), cost="{4}{B}")
    assert c.definition["effect"] == [{"do": "damage", "amount": 3, "to": "target:0"},
                                      {"do": "gain_life", "amount": 3, "player": "you"}]


def test_untap_it_is_the_target_named_before():
    c = card("High Stride", "Target creature gets +1/+3 and gains reach until end of turn. Untap it.", types=("Instant",), cost="{G}")
    assert c.definition["effect"][-1] == {"do": "untap", "what": "target:0"} and c.definition["targets"] == ["creature"]


def test_choose_one_gives_the_spell_its_modes():
    c = card("Grixis Charm", "Choose one —\n• Return target permanent to its owner's hand.\n• Target creature gets -4/-4 until end of "
             "turn.\n• Creatures you control get +2/+0 until end of turn.", types=("Instant",), cost="{U}{B}{R}")
    assert c.played and [m.get("targets") for m in c.definition["modes"]] == [["permanent"], ["creature"], None]
    assert valid(c.definition)


def test_a_mode_no_template_reads_leaves_every_mode_text_only():
    c = card("Charm", "Choose one —\n• Destroy target artifact with two heads.\n• You gain 5 life.", types=("Instant",), cost="{W}")
    assert not c.played and "modes" not in c.definition and not any(a["played"] for a in c.abilities)


def test_a_color_chosen_as_it_enters_and_mana_of_that_color():
    c = card("Sol Grail", "As this artifact enters, choose a color.\n{T}: Add one mana of the chosen color.", types=("Artifact",), cost="{3}")
    assert c.played and c.definition["abilities"][0]["comes_into_play"] == {"choose": "color"}
    assert c.definition["abilities"][1]["effect"] == [{"do": "add_mana_chosen_color"}]


def test_a_land_creature_without_a_mana_cost_is_text_only_for_its_color_indicator():
    """Dryad Arbor is green by its color indicator (204), which the data doesn't give: the
    engine would play it colorless, so it is not claimed played (found by the precision check)."""
    from rulings.oracle import compile_card

    compiled = compile_card({"name": "Dryad Arbor", "types": ["Land", "Creature"], "subtypes": ["Forest", "Dryad"],
                             "supertypes": [], "mana_cost": "", "text": "", "power": "1", "toughness": "1"})
    assert not compiled.played and "color indicator" in compiled.why_not


def _walker(text, loyalty="3", types=("Planeswalker",)):
    return compile_card({"name": "Jace Beleren", "mana_cost": "{1}{U}{U}", "types": list(types), "subtypes": ["Jace"],
                         "supertypes": ["Legendary"], "loyalty": loyalty, "text": text, "layout": "normal"})


def test_planeswalker_loyalty_abilities():
    c = _walker("[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n[0]: You gain 2 life.")
    assert c.played and valid(c.definition) and c.definition["loyalty"] == 3
    assert [a["cost"] for a in c.definition["abilities"]] == [{"loyalty": 2}, {"loyalty": -1}, {"loyalty": 0}]
    assert c.definition["abilities"][1]["targets"] == ["player"]


def test_loyalty_text_the_engine_does_not_play_stays_text_only():
    assert not _walker("[−10]: Double target player's life total.").played
    assert _walker("[+1]: Draw a card.", loyalty=None).definition is None  # no printed loyalty to enter with
    assert _walker("[+1]: Draw a card.", loyalty="X").definition is None
    assert not card("Not a walker", "[+1]: Draw a card.").played  # only a planeswalker has loyalty abilities


def test_creature_types_in_the_plural():
    perfect = card("Imperious Perfect", "Other Elves you control get +1/+1.")
    assert perfect.played and valid(perfect.definition)
    assert perfect.definition["abilities"][0]["filter"] == {"other": True, "you_control": True, "subtype": "Elf"}
    lord = card("Zombie Lord", "Zombies you control have deathtouch.")
    assert lord.definition["abilities"][0]["filter"] == {"you_control": True, "subtype": "Zombie"}


@pytest.mark.parametrize("text", ["Other Vehicles you control get +1/+1.", "Lands you control have flying.",
                                  "Other Commanders you control get +1/+1.", "Other Elves you control get +1/+1 and have ward 2."])
def test_plurals_that_are_not_creature_types_stay_text_only(text):
    assert not card("Lord", text).played


def test_gain_control_until_end_of_turn_untap_that_creature_it_gains_haste():
    c = card("Act of Treason", "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
             types=("Sorcery",), cost="{2}{R}")
    assert c.played and valid(c.definition) and c.definition["targets"] == ["creature"]
    assert [s["do"] for s in c.definition["effect"]] == ["gain_control", "untap", "gain_ability"]


@pytest.mark.parametrize("text", [
    # ("target artifact or creature until end of turn. Untap it. ..." is now read: threaten_more.py, test_control45.py)
    "Gain control of target creature for as long as that creature is enchanted.",  # a duration the engine does not follow
    "Target player draws a card. It gains haste until end of turn.",  # "it" is no creature
    "Untap that creature.",  # no creature named before
])
def test_gain_control_text_the_engine_does_not_play(text):
    assert not card("Threaten", text, types=("Sorcery",), cost="{2}{R}").played


def test_enters_with_x_counters_only_with_x_in_the_mana_cost():
    assert card("Endless One", "This creature enters with X +1/+1 counters on it.", cost="{X}", pt=("0", "0")).played
    assert not card("Not X", "This creature enters with X +1/+1 counters on it.", cost="{2}", pt=("0", "0")).played


def test_damage_to_each_creature_and_each_player():
    c = card("Inferno", "Inferno deals 6 damage to each creature and each player.", types=("Instant",), cost="{5}{R}{R}")
    assert c.played and valid(c.definition)
    assert [s.get("creatures", s.get("players")) for s in c.definition["effect"]] == [{}, "each_player"]
    # "without flying" is now read (a described set); a creature described by damage dealt is not
    assert not card("Hurly", "Hurly deals 6 damage to each creature dealt damage this turn and each player.", types=("Instant",), cost="{R}").played


def test_flicker_exile_then_return_it_under_its_owners_control():
    c = card("Blur", "Exile target creature you control, then return that card to the battlefield under its owner's control.\nDraw a card.",
             types=("Instant",), cost="{2}{U}")
    assert c.played and valid(c.definition) and c.definition["targets"] == ["creature_you_control"]
    assert c.definition["effect"][:2] == [{"do": "remove_from_game", "what": "target:0"}, {"do": "return_to_play", "what": "it"}]


@pytest.mark.parametrize("text", [
    # under your control: exile_more.py plays it for a permanent you control; one you don't stays text only
    "Exile target creature an opponent controls, then return that card to the battlefield under your control.",
    # "It gains first strike until end of turn" and "with a +1/+1 counter on it" are played (flicker_returns.py); not shroud
    "Exile target creature you control, then return that card to the battlefield under its owner's control. It gains shroud until end of turn.",
])
def test_flicker_text_the_engine_does_not_play(text):
    assert not card("Flicker", text, types=("Instant",), cost="{W}").played


def test_this_or_another_creature_dies_is_two_dies_triggers():
    c = card("Blood Artist", "Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.")
    assert c.played and valid(c.definition)
    assert [a["trigger"] for a in c.definition["abilities"]] == [{"event": "dies", "who": "self"},
                                                                {"event": "dies", "who": "another_creature"}]
    assert not card("Trinket", "Whenever this artifact or another creature dies, draw a card.", types=("Artifact",), cost="{1}").played


def test_storm_on_a_spell_whose_copies_need_a_choice_is_played(pool):
    """A storm copy's choice (Radstorm's proliferate) is named by the copy's id in a scenario
    ("radstorm_copy", "radstorm_copy-2": rulings/engine/copy_ids.py), so storm is played there too."""
    radstorm = pool["Radstorm"]
    assert radstorm.played and any(ab.get("keyword") == "storm" for ab in radstorm.definition["abilities"])
    assert card("Grapeshot", "Grapeshot deals 1 damage to any target.\nStorm", types=("Sorcery",), cost="{1}{R}").played


def test_it_after_up_to_one_target_creature_stays_text_only():
    """ "It gets ..." after "up to one target creature": which creature, if any, is not known to the
    template (it would write "to": None)."""
    for text in ("Untap up to one target creature. It gets +2/+0 until end of turn.",
                 "Untap up to one target creature. It gains haste until end of turn."):
        c = compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Instant"], "text": text})
        assert not c.played, c.definition


WANDERING_STREAM = "Domain — You gain 2 life for each basic land type among lands you control."


def test_a_definition_the_engines_checks_refuse_is_never_claimed_played(monkeypatch):
    """A card claimed played must load in a scenario: a compiled definition the loader's card
    checks refuse (here, as if "times" were not allowed on a domain count) is claimed nothing."""
    assert card("Wandering Stream", WANDERING_STREAM, types=("Sorcery",), cost="{2}{G}").played
    from rulings.engine.scenario.cards import values
    monkeypatch.setattr(values, "_TIMES", tuple(k for k in values._TIMES if k != "basic_land_types"))
    refused = card("Wandering Stream", WANDERING_STREAM, types=("Sorcery",), cost="{2}{G}")
    assert not refused.played and refused.definition is None
    assert refused.why_not.startswith("the engine's checks refuse its definition") and "times" in refused.why_not
    assert not any(v["played"] for v in refused.abilities)
