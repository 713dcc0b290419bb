"""Sacrifice wordings (rulings/oracle/sacrifice_wordings.py), played from real cards' Oracle text
(sacrifice_wordings_cards.json: records copied from the pool).

Additional costs that sacrifice more than one permanent or a kind the older list lacked: "sacrifice
two creatures" (Phyrexian Tribute, Bankrupt in Blood), "sacrifice a permanent" (Angelic Purge), "a
nonland permanent" (Rite of Oblivion), "a creature or planeswalker" (Heartfire): chosen as the spell
is cast and sacrificed as its total cost is paid, in full or not at all (2007 409.1h; 2026 601.2h).

"If this land would enter, sacrifice a Forest instead. If you do, put this land onto the battlefield. If you
don't, put it into its owner's graveyard." (Heart of Yavimaya, Kjeldoran Outpost, Balduvian Trading Post,
Soldevi Excavations, Lotus Vale, Scorched Ruins): the land's own replacement effect (2007 419.1a; 2026
614.1a), applied as it would come into play.

"Whenever a creature dies, that creature's controller sacrifices a land of their choice." (Earthlink, Burning
Sands), "Whenever a creature enters, its controller sacrifices a creature or land of their choice." (Tainted
Aether): the creature's controller, as it last existed if it has left (2007 413.2f; 2026 608.2h), chooses as
the ability resolves (2007 413.2c; 2026 608.2d).

Edicts of more kinds: "an artifact or enchantment" (Tribute to the Wild), "a creature or enchantment" (Mire in
Misery), "an attacking or blocking creature" (Celestial Flare), "a nonbasic land" (Destructive Flow), "an
untapped land" (Stoneshaker Shaman): each player named chooses one of that kind as it resolves."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, refused, zone_of

CARDS = Path(__file__).parent / "sacrifice_wordings_cards.json"
POOL_TOO = True  # Grizzly Bears, Ornithopter, Jace Beleren and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PAY = {R2007: "409.1h", R2026: "601.2h"}  # the total cost is paid, partial payments not allowed
PLAYED = ["Phyrexian Tribute", "Bankrupt in Blood", "Angelic Purge", "Rite of Oblivion", "Heartfire"]
LANDS = ["Heart of Yavimaya", "Kjeldoran Outpost", "Balduvian Trading Post", "Soldevi Excavations", "Lotus Vale", "Scorched Ruins"]
INSTEAD = {R2007: "419.1a", R2026: "614.1a"}  # "instead": a replacement effect
#: additional costs these templates must not read: colors, "legendary", X, "any number of", "all ... you control", "half"
NEAR_MISS_COSTS = ["Natural Order", "Abjure", "Ultimate Nullification", "Eliminate the Competition", "Corpse Cobble",
                   "Soulblast", "Tectonic Split"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "sacrifice wordings"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not refused(replay), log(replay)
    return replay


def cast(oid, lands, sacrifice, targets=()):
    return {"type": "play_spell", "player": "Alice", "object": oid, "targets": list(targets),
            "pay": {"sacrifice": list(sacrifice)}, "mana_abilities": [{"object": land} for land in lands]}


def resolve():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def swamps(n):
    return [obj(f"s{i}", "Swamp") for i in range(n)], [f"s{i}" for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_additional_sacrifice_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISS_COSTS)
def test_near_miss_additional_sacrifices_stay_text_only(compiled, name):
    para = [ab for ab in compiled[name].abilities if ab["text"].startswith("As an additional cost")]
    assert para and not para[0].get("played"), para
    assert not compiled[name].played


def test_gaeas_balance_reads_five_lands_though_its_search_stays_text_only(compiled):
    para = [ab for ab in compiled["Gaea's Balance"].abilities if ab["text"].startswith("As an additional cost")]
    assert para and para[0].get("played"), para
    assert compiled["Gaea's Balance"].definition.get("additional_cost") == {"sacrifice": "land", "sacrifice_count": 5}


@pytest.mark.parametrize("rules", EDITIONS)
def test_phyrexian_tribute_sacrifices_two_creatures_as_it_is_cast(cards, rules):
    lands, taps = swamps(3)
    objects = [obj("tribute", "Phyrexian Tribute", zone="hand"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               obj("b3", "Grizzly Bears"), obj("thopter", "Ornithopter", owner="Bob"), *lands]
    replay = play(cards, objects, [cast("tribute", taps, ["b1", "b2"], ["thopter"]), *resolve()], rules)
    assert [zone_of(replay, o) for o in ("b1", "b2", "b3")] == ["graveyard", "graveyard", "in_play"], log(replay)
    assert zone_of(replay, "thopter") == "graveyard", log(replay)
    assert PAY[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_phyrexian_tribute_naming_one_creature_is_refused(cards, rules):
    lands, taps = swamps(3)
    objects = [obj("tribute", "Phyrexian Tribute", zone="hand"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               obj("thopter", "Ornithopter", owner="Bob"), *lands]
    replay = run(cards, objects, [cast("tribute", taps, ["b1"], ["thopter"])], rules)
    assert refused(replay), log(replay)
    assert zone_of(replay, "b1") == "in_play" and zone_of(replay, "thopter") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_bankrupt_in_blood_cant_sacrifice_the_same_creature_twice(cards, rules):
    lands, taps = swamps(2)
    objects = [obj("bankrupt", "Bankrupt in Blood", zone="hand"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"), *lands]
    replay = run(cards, objects, [cast("bankrupt", taps, ["b1", "b1"])], rules)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bankrupt_in_blood_draws_three_after_two_creatures_are_sacrificed(cards, rules):
    lands, taps = swamps(2)
    library = [obj(f"l{i}", "Swamp", zone="library") for i in range(4)]
    objects = [obj("bankrupt", "Bankrupt in Blood", zone="hand"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               *lands, *library]
    replay = play(cards, objects, [cast("bankrupt", taps, ["b1", "b2"]), *resolve()], rules)
    assert zone_of(replay, "b1") == zone_of(replay, "b2") == "graveyard", log(replay)
    assert sum(zone_of(replay, f"l{i}") == "hand" for i in range(4)) == 3, log(replay)
    assert PAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_angelic_purge_may_sacrifice_a_land(cards, rules):
    objects = [obj("purge", "Angelic Purge", zone="hand"), *(obj(f"p{i}", "Plains") for i in range(4)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("purge", ["p0", "p1", "p2"], ["p3"], ["bears"]), *resolve()], rules)
    assert zone_of(replay, "p3") == "graveyard", log(replay)  # any permanent: here a land
    assert zone_of(replay, "bears") in ("exile", "removed_from_game"), log(replay)
    assert PAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rite_of_oblivion_refuses_a_land_as_its_nonland_permanent(cards, rules):
    objects = [obj("rite", "Rite of Oblivion", zone="hand"), obj("p", "Plains"), obj("s", "Swamp"), obj("extra", "Swamp"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run(cards, objects, [cast("rite", ["p", "s"], ["extra"], ["bears"])], rules)
    assert refused(replay), log(replay)
    assert zone_of(replay, "extra") == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_rite_of_oblivion_sacrifices_an_artifact_and_exiles_the_target(cards, rules):
    objects = [obj("rite", "Rite of Oblivion", zone="hand"), obj("p", "Plains"), obj("s", "Swamp"), obj("thopter", "Ornithopter"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [cast("rite", ["p", "s"], ["thopter"], ["bears"]), *resolve()], rules)
    assert zone_of(replay, "thopter") == "graveyard", log(replay)
    assert zone_of(replay, "bears") in ("exile", "removed_from_game"), log(replay)


def test_heartfire_may_sacrifice_a_planeswalker_under_2026(cards):
    objects = [obj("fire", "Heartfire", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("jace", "Jace Beleren", counters={"loyalty": 3})]
    replay = play(cards, objects, [cast("fire", ["m1", "m2"], ["jace"], ["Bob"]), *resolve()], R2026)
    assert zone_of(replay, "jace") == "graveyard", log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 16, log(replay)
    assert "601.2h" in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_heartfire_refuses_a_land(cards, rules):
    objects = [obj("fire", "Heartfire", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain")]
    replay = run(cards, objects, [cast("fire", ["m1", "m2"], ["m3"], ["Bob"])], rules)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("bad, field", [({"sacrifice": "creature", "sacrifice_count": 6}, "additional_cost.sacrifice_count"),
                                        ({"discard": 1, "sacrifice_count": 2}, "additional_cost.sacrifice_count")])
def test_the_loader_refuses_a_sacrifice_count_out_of_range_or_alone(bad, field):
    card = {"name": "Test Tribute", "types": ["Sorcery"], "mana_cost": "{B}", "additional_cost": bad, "effect": []}
    with pytest.raises(Exception) as err:
        load_scenario(in_main_phase([obj("t", "Test Tribute", zone="hand")], [], R2026), cards=lambda n: card if n == card["name"] else None)
    assert field in str(err.value)


@pytest.mark.parametrize("name", LANDS)
def test_lands_that_enter_by_sacrificing_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_sheltered_valleys_instead_sacrifice_each_other_stays_text_only(compiled):
    assert not compiled["Sheltered Valley"].abilities[0].get("played")


def test_lake_of_the_dead_reads_its_swamp_replacement(compiled):
    assert compiled["Lake of the Dead"].abilities[0].get("played")
    assert {"kind": "static", "comes_into_play": {"sacrifice_instead": {"sacrifice": "subtype:Swamp"}}} in \
        [{k: v for k, v in ab.items() if k != "text"} for ab in compiled["Lake of the Dead"].definition["abilities"]]


def play_land(oid, **choices):
    return {"type": "play_land", "player": "Alice", "object": oid, **({"choices": {oid: choices}} if choices else {})}


@pytest.mark.parametrize("rules", EDITIONS)
def test_heart_of_yavimaya_played_sacrifices_a_forest_and_enters(cards, rules):
    objects = [obj("heart", "Heart of Yavimaya", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"), obj("m", "Mountain")]
    replay = play(cards, objects, [play_land("heart", sacrifice=["f1"])], rules)
    assert [zone_of(replay, o) for o in ("heart", "f1", "f2", "m")] == ["in_play", "graveyard", "in_play", "in_play"], log(replay)
    assert INSTEAD[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_heart_of_yavimaya_without_a_forest_goes_to_the_graveyard(cards, rules):
    objects = [obj("heart", "Heart of Yavimaya", zone="hand"), obj("m", "Mountain"), obj("other", "Forest", zone="hand")]
    replay = play(cards, objects, [play_land("heart")], rules)
    assert zone_of(replay, "heart") == "graveyard" and zone_of(replay, "m") == "in_play", log(replay)
    assert INSTEAD[rules] in cited(replay)
    again = run(cards, objects, [play_land("heart"), play_land("other")], rules)
    assert refused(again), log(again)  # the land play was used though it never entered


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_land_put_into_the_graveyard_instead_is_not_discarded(cards, rules):
    """Kjeldoran Outpost played with no Plains goes to the graveyard from the hand: no discard (701.9a is what
    "discard" instructs), so Bob's Megrim ("Whenever an opponent discards a card") doesn't trigger (found by the
    thirty-third precision check)."""
    objects = [obj("outpost", "Kjeldoran Outpost", zone="hand"), obj("s", "Swamp"), obj("megrim", "Megrim", owner="Bob")]
    replay = play(cards, objects, [play_land("outpost")], rules)
    assert zone_of(replay, "outpost") == "graveyard", log(replay)
    assert "Megrim's ability triggers" not in log(replay)
    assert life(replay)["Alice"] == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_kjeldoran_outpost_refuses_a_chosen_swamp(cards, rules):
    objects = [obj("outpost", "Kjeldoran Outpost", zone="hand"), obj("pl", "Plains"), obj("s", "Swamp")]
    replay = run(cards, objects, [play_land("outpost", sacrifice=["s"])], rules)
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_balduvian_trading_post_cant_use_a_tapped_mountain(cards, rules):
    objects = [obj("post", "Balduvian Trading Post", zone="hand"), obj("m", "Mountain", tapped=True)]
    replay = play(cards, objects, [play_land("post")], rules)
    assert zone_of(replay, "post") == "graveyard" and zone_of(replay, "m") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lotus_vale_sacrifices_two_untapped_lands_together(cards, rules):
    objects = [obj("vale", "Lotus Vale", zone="hand"), obj("a", "Forest"), obj("b", "Island"), obj("c", "Swamp", tapped=True)]
    replay = play(cards, objects, [play_land("vale", sacrifice=["a", "b"])], rules)
    assert [zone_of(replay, o) for o in ("vale", "a", "b", "c")] == ["in_play", "graveyard", "graveyard", "in_play"], log(replay)
    refused_tapped = run(cards, objects, [play_land("vale", sacrifice=["a", "c"])], rules)
    assert refused(refused_tapped), log(refused_tapped)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scorched_ruins_with_one_untapped_land_goes_to_the_graveyard(cards, rules):
    objects = [obj("ruins", "Scorched Ruins", zone="hand"), obj("a", "Forest"), obj("c", "Swamp", tapped=True)]
    replay = play(cards, objects, [play_land("ruins")], rules)
    assert [zone_of(replay, o) for o in ("ruins", "a", "c")] == ["graveyard", "in_play", "in_play"], log(replay)


@pytest.mark.parametrize("bad, field", [({"sacrifice": "land", "count": 0}, "sacrifice_instead.count"),
                                        ({"sacrifice": "Forest"}, "sacrifice_instead.sacrifice"),
                                        ({"sacrifice": "land", "untapped": False}, "sacrifice_instead.untapped")])
def test_the_loader_refuses_a_bad_sacrifice_instead(bad, field):
    card = {"name": "Test Vale", "types": ["Land"], "abilities": [{"kind": "static", "comes_into_play": {"sacrifice_instead": bad}}]}
    with pytest.raises(Exception) as err:
        load_scenario(in_main_phase([obj("t", "Test Vale", zone="hand")], [], R2026), cards=lambda n: card if n == card["name"] else None)
    assert field in str(err.value)


TRIGGERED = ["Earthlink", "Burning Sands", "Tainted Aether"]


@pytest.mark.parametrize("name", TRIGGERED)
def test_creature_event_edicts_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", ["Maarika, Brutal Gladiator", "Basalt Golem"])
def test_other_that_creatures_controller_sacrifices_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_earthlink_makes_the_dead_creatures_controller_sacrifice_a_land(cards, rules):
    objects = [obj("earth", "Earthlink"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("bf", "Forest", owner="Bob"), obj("bs", "Swamp", owner="Bob"),
               obj("af", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               *resolve(), *resolve()[:1], {"type": "pass_priority", "player": "Bob", "choices": {"earth": {"sacrifices": {"Bob": "bf"}}}}]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)
    assert [zone_of(replay, o) for o in ("bf", "bs", "af", "m")] == ["graveyard", "in_play", "in_play", "in_play"], log(replay)
    assert {R2007: "413.2f", R2026: "608.2h"}[rules] in cited(replay), sorted(cited(replay))  # as it last existed
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay)  # chosen as it resolves


@pytest.mark.parametrize("rules", EDITIONS)
def test_tainted_aether_makes_the_entering_creatures_controller_sacrifice(cards, rules):
    objects = [obj("aether", "Tainted Aether", owner="Bob"), obj("bears", "Grizzly Bears", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest"), obj("lions", "Savannah Lions")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               *resolve(), *resolve()[:1], {"type": "pass_priority", "player": "Bob", "choices": {"aether": {"sacrifices": {"Alice": "lions"}}}}]
    replay = play(cards, objects, actions, rules)
    assert [zone_of(replay, o) for o in ("bears", "lions", "f1", "f2")] == ["in_play", "graveyard", "in_play", "in_play"], log(replay)


EDICTS = ["Tribute to the Wild", "Mire in Misery", "Celestial Flare", "Destructive Flow", "Stoneshaker Shaman"]
CHOOSE = {R2007: "413.2c", R2026: "608.2d"}


@pytest.mark.parametrize("name", EDICTS)
def test_edicts_of_more_kinds_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def cast_resolving(oid, lands, targets=(), choices=None):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "targets": list(targets),
             "mana_abilities": [{"object": land} for land in lands]},
            {"type": "pass_priority", "player": "Alice"},
            {"type": "pass_priority", "player": "Bob", **({"choices": {oid: choices}} if choices else {})}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_tribute_to_the_wild_takes_an_artifact_or_enchantment(cards, rules):
    objects = [obj("tribute", "Tribute to the Wild", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("anthem", "Glorious Anthem", owner="Bob"), obj("thopter", "Ornithopter", owner="Bob")]
    replay = play(cards, objects, cast_resolving("tribute", ["f1", "f2"], choices={"sacrifices": {"Bob": "anthem"}}), rules)
    assert [zone_of(replay, o) for o in ("bears", "anthem", "thopter")] == ["in_play", "graveyard", "in_play"], log(replay)
    assert CHOOSE[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tribute_to_the_wild_refuses_a_creature(cards, rules):
    objects = [obj("tribute", "Tribute to the Wild", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("thopter", "Ornithopter", owner="Bob")]
    replay = run(cards, objects, cast_resolving("tribute", ["f1", "f2"], choices={"sacrifices": {"Bob": "bears"}}), rules)
    assert refused(replay) and zone_of(replay, "bears") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mire_in_misery_never_takes_a_land(cards, rules):
    objects = [obj("mire", "Mire in Misery", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"),
               obj("bf", "Forest", owner="Bob"), obj("pac", "Pacifism", owner="Bob", attached_to="bears"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast_resolving("mire", ["s1", "s2"]), rules)
    assert zone_of(replay, "bf") == "in_play", log(replay)
    assert [zone_of(replay, o) for o in ("pac", "bears")].count("graveyard") >= 1, log(replay)  # the last of the two to come into play
    chose_land = run(cards, objects, cast_resolving("mire", ["s1", "s2"], choices={"sacrifices": {"Bob": "bf"}}), rules)
    assert refused(chose_land), log(chose_land)


@pytest.mark.parametrize("rules", EDITIONS)
def test_celestial_flare_takes_an_attacking_creature_not_another(cards, rules):
    objects = [obj("flare", "Celestial Flare", zone="hand", owner="Bob"), obj("a1", "Grizzly Bears", attacking=True, tapped=True),
               obj("a2", "Hill Giant"), obj("bp1", "Plains", owner="Bob"), obj("bp2", "Plains", owner="Bob")]
    actions = [{"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "flare", "targets": ["Alice"],
                "mana_abilities": [{"object": "bp1"}, {"object": "bp2"}]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]
    doc = {**in_main_phase(objects, actions, rules), "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "declare_blockers"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "a1"), zone_of(replay, "a2")) == ("graveyard", "in_play"), log(replay)


def bobs(step, phase, objects, rules, cards, actions=()):
    doc = {"format": 1, "rules": rules, "name": "Bob's turn", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": phase, "step": step}, "objects": objects,
           "actions": list(actions) or [{"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]}
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_destructive_flow_takes_a_nonbasic_land_at_the_upkeep_players_choice(cards, rules):
    objects = [obj("flow", "Destructive Flow"), obj("bf", "Forest", owner="Bob"), obj("gf", "Glacial Fortress", owner="Bob"),
               obj("af", "Forest")]
    replay = bobs("upkeep", "beginning", objects, rules, cards)
    assert not refused(replay), log(replay)
    assert [zone_of(replay, o) for o in ("bf", "gf", "af")] == ["in_play", "graveyard", "in_play"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_stoneshaker_shaman_takes_an_untapped_land_at_the_end_step(cards, rules):
    objects = [obj("shaman", "Stoneshaker Shaman"), obj("tapped", "Forest", owner="Bob", tapped=True), obj("open", "Island", owner="Bob")]
    replay = bobs("end_of_turn", "end", objects, rules, cards)
    assert not refused(replay), log(replay)
    assert (zone_of(replay, "tapped"), zone_of(replay, "open")) == ("in_play", "graveyard"), log(replay)


@pytest.mark.parametrize("name", ["Ravenous Squirrel", "Lightless Evangel"])
def test_sacrifice_an_artifact_or_creature_triggers_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_an_opponents_sacrifice_trigger_stays_text_only(compiled):
    assert not compiled["Vengeful Tracker"].played  # "Whenever an opponent sacrifices": not read


def counters_on(replay, oid):
    from .conftest import objects_in
    return (objects_in(replay.final_state)[oid].get("counters") or {}).get("+1/+1", 0)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ravenous_squirrel_grows_when_its_own_cost_sacrifices_an_artifact(cards, rules):
    objects = [obj("sq", "Ravenous Squirrel"), obj("thopter", "Ornithopter"), obj("s", "Swamp"), obj("f", "Forest"), obj("f2", "Forest"),
               obj("card", "Swamp", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "sq", "ability": 1, "pay": {"sacrifice": ["thopter"]},
                "mana_abilities": [{"object": "s"}, {"object": "f"}, {"object": "f2"}]},
               *resolve(), *resolve()]  # the trigger (on the stack above the ability), then the ability
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "thopter") == "graveyard" and counters_on(replay, "sq") == 1, log(replay)
    assert zone_of(replay, "card") == "hand", log(replay)
    assert {R2007: "410.10d", R2026: "603.10a"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_lightless_evangel_doesnt_grow_for_a_land_or_itself(cards, rules):
    objects = [obj("ev", "Lightless Evangel"), obj("heart", "Heart of Yavimaya", zone="hand"), obj("f1", "Forest"),
               obj("bears", "Grizzly Bears"), obj("lands", "Swamp")]
    replay = play(cards, objects, [play_land("heart", sacrifice=["f1"])], rules)  # a land sacrificed: no trigger
    assert zone_of(replay, "f1") == "graveyard" and counters_on(replay, "ev") == 0, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lightless_evangel_grows_when_another_creature_is_sacrificed(cards, rules):
    lands, taps = swamps(3)
    objects = [obj("ev", "Lightless Evangel"), obj("tribute", "Phyrexian Tribute", zone="hand"), obj("b1", "Grizzly Bears"),
               obj("thopter", "Ornithopter"), obj("bob_thopter", "Ornithopter", owner="Bob"), *lands]
    replay = play(cards, objects, [cast("tribute", taps, ["b1", "thopter"], ["bob_thopter"]), *resolve(), *resolve(), *resolve()], rules)
    assert counters_on(replay, "ev") == 2, log(replay)  # one creature and one artifact creature, each another


@pytest.mark.parametrize("name", ["Dystopia", "Defiler of Souls", "Renounce the Guilds"])
def test_edicts_of_colors_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_an_edict_with_a_rider_on_the_sacrifice_stays_text_only(compiled):
    assert not compiled["Self-Inflicted Wound"].played  # "a green or white creature", then "If that player does, ..."


@pytest.mark.parametrize("rules", EDITIONS)
def test_renounce_the_guilds_takes_only_multicolored_permanents(cards, rules):
    objects = [obj("renounce", "Renounce the Guilds", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"), obj("ab", "Grizzly Bears"),
               obj("sq", "Ravenous Squirrel", owner="Bob"), obj("bb", "Grizzly Bears", owner="Bob"), obj("bt", "Ornithopter", owner="Bob")]
    replay = play(cards, objects, cast_resolving("renounce", ["p1", "p2"]), rules)
    assert [zone_of(replay, o) for o in ("ab", "sq", "bb", "bt")] == ["in_play", "graveyard", "in_play", "in_play"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_defiler_of_souls_takes_a_creature_of_exactly_one_color(cards, rules):
    objects = [obj("defiler", "Defiler of Souls"), obj("bt", "Ornithopter", owner="Bob"), obj("sq", "Ravenous Squirrel", owner="Bob"),
               obj("bb", "Grizzly Bears", owner="Bob")]
    replay = bobs("upkeep", "beginning", [objects[0], objects[2], objects[3], objects[1]], rules, cards)  # the colorless one came last
    assert not refused(replay), log(replay)
    assert [zone_of(replay, o) for o in ("bt", "sq", "bb")] == ["in_play", "in_play", "graveyard"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dystopia_refuses_a_red_permanent(cards, rules):
    objects = [obj("dys", "Dystopia"), obj("lions", "Savannah Lions", owner="Bob"), obj("dragon", "Shivan Dragon", owner="Bob")]
    chosen = bobs("upkeep", "beginning", objects, rules, cards,
                  [{"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice", "choices": {"dys": {"sacrifices": {"Bob": "lions"}}}}])
    assert not refused(chosen) and zone_of(chosen, "lions") == "graveyard" and zone_of(chosen, "dragon") == "in_play", log(chosen)
    red = bobs("upkeep", "beginning", objects, rules, cards,
               [{"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice", "choices": {"dys": {"sacrifices": {"Bob": "dragon"}}}}])
    assert refused(red), log(red)


LKI = {R2007: "413.2f", R2026: "608.2h"}  # last known information


@pytest.mark.parametrize("name", ["Tribute to Hunger", "Twisted Justice", "Consuming Vapors"])
def test_edicts_that_read_the_sacrificed_creature_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", ["Entrapment Maneuver", "Reign of the Pit"])
def test_other_readings_of_the_sacrificed_creatures_stay_text_only(compiled, name):
    assert not compiled[name].played  # an attacking creature's toughness for tokens; "the total power of the creatures sacrificed"


@pytest.mark.parametrize("rules", EDITIONS)
def test_tribute_to_hunger_gains_the_sacrificed_creatures_toughness(cards, rules):
    lands, taps = swamps(3)
    objects = [obj("tribute", "Tribute to Hunger", zone="hand"), obj("giant", "Hill Giant", owner="Bob"), *lands]
    replay = play(cards, objects, cast_resolving("tribute", taps, ["Bob"]), rules)
    assert zone_of(replay, "giant") == "graveyard", log(replay)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 23, log(replay)  # Hill Giant is 3/3
    assert LKI[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tribute_to_hunger_gains_nothing_when_nothing_is_sacrificed(cards, rules):
    lands, taps = swamps(3)
    objects = [obj("tribute", "Tribute to Hunger", zone="hand"), obj("bob_land", "Forest", owner="Bob"), *lands]
    replay = play(cards, objects, cast_resolving("tribute", taps, ["Bob"]), rules)
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 20, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_twisted_justice_draws_the_sacrificed_creatures_power(cards, rules):
    objects = [obj("justice", "Twisted Justice", zone="hand"), obj("giant", "Hill Giant", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"),
               *(obj(f"i{i}", "Island") for i in range(5)), obj("s", "Swamp"), *(obj(f"l{i}", "Swamp", zone="library") for i in range(5))]
    taps = [f"i{i}" for i in range(5)] + ["s"]
    replay = play(cards, objects, cast_resolving("justice", taps, ["Bob"], choices={"sacrifices": {"Bob": "giant"}}), rules)
    assert zone_of(replay, "giant") == "graveyard" and zone_of(replay, "bears") == "in_play", log(replay)
    assert sum(zone_of(replay, f"l{i}") == "hand" for i in range(5)) == 3, log(replay)


def test_the_loader_refuses_remember_for_each_player():
    card = {"name": "Test Hunger", "types": ["Sorcery"], "mana_cost": "{B}",
            "effect": [{"do": "players_sacrifice", "players": "each_player", "remember": True}]}
    with pytest.raises(Exception) as err:
        load_scenario(in_main_phase([obj("t", "Test Hunger", zone="hand")], [], R2026), cards=lambda n: card if n == card["name"] else None)
    assert "remember" in str(err.value)


@pytest.mark.parametrize("name", ["Bone Shards", "Minion Missile", "Demand Answers"])
def test_sacrifice_or_discard_costs_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_discard_or_sacrifice_a_permanent_stays_text_only(compiled):
    para = [ab for ab in compiled["Souls of the Lost"].abilities if ab["text"].startswith("As an additional cost")]
    assert para and not para[0].get("played")


def shards(pay):
    return [{"type": "play_spell", "player": "Alice", "object": "shards", "targets": ["giant"], "pay": pay,
             "mana_abilities": [{"object": "s"}]}, *resolve()]


SHARDS = [obj("shards", "Bone Shards", zone="hand"), obj("s", "Swamp"), obj("bears", "Grizzly Bears"), obj("card", "Forest", zone="hand"),
          obj("giant", "Hill Giant", owner="Bob")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_bone_shards_may_discard_a_card_instead(cards, rules):
    replay = play(cards, SHARDS, shards({"discard": ["card"]}), rules)
    assert [zone_of(replay, o) for o in ("card", "bears", "giant")] == ["graveyard", "in_play", "graveyard"], log(replay)
    assert PAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_bone_shards_may_sacrifice_a_creature(cards, rules):
    replay = play(cards, SHARDS, shards({"sacrifice": ["bears"]}), rules)
    assert [zone_of(replay, o) for o in ("card", "bears", "giant")] == ["hand", "graveyard", "graveyard"], log(replay)


@pytest.mark.parametrize("pay", [{"sacrifice": ["bears"], "discard": ["card"]}, {}])
def test_bone_shards_takes_one_or_the_other_not_both_nor_neither(cards, pay):
    replay = run(cards, SHARDS, shards(pay), R2026)
    assert refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "card") == "hand"


def test_that_creature_of_a_target_is_left_to_its_own_reading(compiled):
    # "Target creature you control gains hexproof ... You gain life equal to that creature's toughness": no edict before
    assert compiled["Sheltering Word"].played, compiled["Sheltering Word"].why_not
    assert not any(st.get("remember") for st in compiled["Sheltering Word"].definition.get("effect", []))
