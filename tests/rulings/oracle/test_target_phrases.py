"""Oracle target phrases read by the grammar of rulings/oracle/targets.py into
target filters, and real cards that use them played in the engine."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from rulings.oracle.registry import NotUnderstood
from rulings.oracle.targets import spec

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts


@pytest.mark.parametrize("phrase, expected", [
    ("target artifact or enchantment", {"types": ["Artifact", "Enchantment"]}),
    ("target artifact, enchantment, or land", {"types": ["Artifact", "Enchantment", "Land"]}),
    ("target creature or planeswalker", {"types": ["Creature", "Planeswalker"]}),
    ("target player or planeswalker", {"player": "any", "types": ["Planeswalker"]}),
    ("target attacking or blocking creature", {"combat": "attacking_or_blocking", "types": ["Creature"]}),
    ("target nonland permanent an opponent controls", {"controller": "opponent", "not_types": ["Land"]}),
    ("target creature spell", {"types": ["Creature"], "zone": "stack"}),
    ("target noncreature spell", {"not_types": ["Creature"], "zone": "stack"}),
    ("target tapped creature", {"tapped": True, "types": ["Creature"]}),
    ("target creature with flying", {"keyword": "flying", "types": ["Creature"]}),
    ("target creature without flying", {"not_keyword": "flying", "types": ["Creature"]}),
    ("target creature with power 2 or less", {"power_max": 2, "types": ["Creature"]}),
    ("target artifact creature", {"all_types": ["Artifact"], "types": ["Creature"]}),
    ("target white creature", {"colors": ["white"], "types": ["Creature"]}),
    ("target creature card from your graveyard", {"owner": "you", "types": ["Creature"], "zone": "graveyard"}),
    ("target instant or sorcery card from your graveyard", {"owner": "you", "types": ["Instant", "Sorcery"], "zone": "graveyard"}),
    ("target card from a graveyard", {"zone": "graveyard"}),
    ("target opponent or planeswalker", {"player": "opponent", "types": ["Planeswalker"]}),
    ("target spell with mana value 2", {"mana_value_max": 2, "mana_value_min": 2, "zone": "stack"}),
    ("target permanent card from your graveyard",
     {"owner": "you", "types": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"], "zone": "graveyard"}),
    ("target red or green spell", {"colors": ["red", "green"], "zone": "stack"}),
    ("target creature or planeswalker with mana value 3 or less",  # the mana value is each one's (Eliminate)
     {"mana_value_max": 3, "types": ["Creature", "Planeswalker"]}),
    ("another target creature you control", {"controller": "you", "other": True, "types": ["Creature"]}),
    ("target creature", "creature"),  # a named kind stays what it was
    ("target snow land", {"supertypes": ["Snow"], "types": ["Land"]}),  # the snow supertype (2007 205.4e; 2026 205.4g)
])
def test_the_grammar_reads_a_phrase_into_a_filter(phrase, expected):
    assert spec(phrase) == expected


@pytest.mark.parametrize("phrase", [
    "target artifact, creature, or enchantment with flying",  # whose "with flying"? (Broken Wings' is read: target_phrases_more)
    "target card",  # from where?
    "target instant",  # no instant permanent
    "target creature card",  # a card somewhere other than a graveyard
    "target world enchantment",  # the world supertype: no word of the grammar
    "target player or tapped creature",
])
def test_a_phrase_the_grammar_cant_say_exactly_is_refused(phrase):
    with pytest.raises(NotUnderstood):
        spec(phrase)


def spell(name, text, cost="{1}{G}", types=("Instant",)):
    return compile_card({"name": name, "mana_cost": cost, "types": list(types), "text": text, "layout": "normal"})


@pytest.mark.parametrize("text", [
    "Destroy target artifact, creature, or enchantment with flying.",
    "Return target creature card from a graveyard to your hand.",  # your hand is not its owner's when it is Bob's
    "Deal 2 damage to target artifact.",
    "Return up to two target creature cards from a graveyard to your hand.",  # "up to" is played (up_to.py): whose card is not
])
def test_a_near_miss_stays_text_only(text):
    assert not spell("Near Miss", text).played


def test_damage_only_to_what_can_be_dealt_damage():
    assert not spell("Bad Bolt", "Bad Bolt deals 2 damage to target artifact.").played
    assert spell("Strangle", "Strangle deals 3 damage to target creature or planeswalker.").played


def play(lookup, objects, actions, rules):
    return run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))


def passes(*players):
    return [{"type": "pass_priority", "player": p} for p in players]


@pytest.mark.parametrize("rules", EDITIONS)
def test_naturalize_destroys_target_artifact_or_enchantment(lookup, rules):
    objects = [obj("nat", "Naturalize", "Alice", "hand"), obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice"),
               obj("star", "Vulshok Morningstar", "Bob"), obj("lions", "Savannah Lions", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "nat", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}
    replay = play(lookup, objects, [{**cast, "targets": ["star"]}, *passes("Alice", "Bob")], rules)
    assert "Vulshok Morningstar is destroyed and put into its owner's graveyard." in texts(replay)
    refused = play(lookup, objects, [{**cast, "targets": ["lions"]}], rules)
    assert refused.steps[1].refused and "Savannah Lions is not an artifact or enchantment" in " ".join(texts(refused))
    assert {"409.1c" if rules == "2007-02-01" else "601.2c"} <= rules_cited(refused)


@pytest.mark.parametrize("rules", EDITIONS)
def test_wing_snare_destroys_only_a_creature_with_flying(lookup, rules):
    objects = [obj("snare", "Wing Snare", "Alice", "hand")] + [obj(f"f{i}", "Forest", "Alice") for i in range(3)] + \
              [obj("angel", "Serra Angel", "Bob"), obj("lions", "Savannah Lions", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "snare", "mana_abilities": [{"object": f"f{i}"} for i in range(3)]}
    replay = play(lookup, objects, [{**cast, "targets": ["angel"]}, *passes("Alice", "Bob")], rules)
    assert "Serra Angel is destroyed and put into its owner's graveyard." in texts(replay)
    refused = play(lookup, objects, [{**cast, "targets": ["lions"]}], rules)
    assert refused.steps[1].refused and "Savannah Lions doesn't have flying" in " ".join(texts(refused))


@pytest.mark.parametrize("rules", EDITIONS)
def test_assassinate_needs_a_tapped_creature(lookup, rules):
    objects = [obj("kill", "Assassinate", "Alice", "hand")] + [obj(f"s{i}", "Swamp", "Alice") for i in range(3)] + \
              [{**obj("angel", "Serra Angel", "Bob"), "tapped": True}, obj("lions", "Savannah Lions", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "kill", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]}
    replay = play(lookup, objects, [{**cast, "targets": ["angel"]}, *passes("Alice", "Bob")], rules)
    assert "Serra Angel is destroyed and put into its owner's graveyard." in texts(replay)
    refused = play(lookup, objects, [{**cast, "targets": ["lions"]}], rules)
    assert refused.steps[1].refused and "Savannah Lions is untapped" in " ".join(texts(refused))


@pytest.mark.parametrize("rules", EDITIONS)
def test_raise_dead_returns_a_creature_card_from_your_graveyard_to_your_hand(lookup, rules):
    objects = [obj("raise", "Raise Dead", "Alice", "hand"), obj("s", "Swamp", "Alice"),
               obj("lions", "Savannah Lions", "Alice", "graveyard"), obj("theirs", "Serra Angel", "Bob", "graveyard")]
    cast = {"type": "play_spell", "player": "Alice", "object": "raise", "mana_abilities": [{"object": "s"}]}
    replay = play(lookup, objects, [{**cast, "targets": ["lions"]}, *passes("Alice", "Bob")], rules)
    assert "lions" in [o["id"] for o in replay.steps[-1].state["zones"]["Alice"]["hand"]]
    refused = play(lookup, objects, [{**cast, "targets": ["theirs"]}], rules)
    assert refused.steps[1].refused and "Serra Angel is in Bob's graveyard, not Alice's graveyard" in " ".join(texts(refused))


@pytest.mark.parametrize("rules", EDITIONS)
def test_breath_of_life_returns_a_creature_card_from_your_graveyard_to_play(lookup, rules):
    objects = [obj("breath", "Breath of Life", "Alice", "hand")] + [obj(f"p{i}", "Plains", "Alice") for i in range(4)] + \
              [obj("angel", "Serra Angel", "Alice", "graveyard")]
    cast = {"type": "play_spell", "player": "Alice", "object": "breath", "targets": ["angel"],
            "mana_abilities": [{"object": f"p{i}"} for i in range(4)]}
    replay = play(lookup, objects, [cast, *passes("Alice", "Bob")], rules)
    zones = replay.steps[-1].state["zones"]["Alice"]
    assert "angel" in [o["id"] for o in zones["in_play"]] and "breath" in [o["id"] for o in zones["graveyard"]]


def test_essence_scatter_counters_only_a_creature_spell(lookup):
    """A card of 2009: played under 2026."""
    objects = [obj("lions", "Savannah Lions", "Alice", "hand"), obj("growth", "Titanic Growth", "Alice", "hand"),
               obj("p", "Plains", "Alice"), obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice"),
               obj("scatter", "Essence Scatter", "Bob", "hand"), obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob"),
               obj("angel", "Serra Angel", "Alice")]
    answer = {"type": "play_spell", "player": "Bob", "object": "scatter", "mana_abilities": [{"object": "i1"}, {"object": "i2"}]}
    replay = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "lions", "mana_abilities": [{"object": "p"}]},
                                    {"type": "pass_priority", "player": "Alice"}, {**answer, "targets": ["lions"]},
                                    *passes("Bob", "Alice")], "2026-06-19")
    assert "Savannah Lions is countered and put into its owner's graveyard." in texts(replay)
    refused = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["angel"],
                                      "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
                                     {"type": "pass_priority", "player": "Alice"}, {**answer, "targets": ["growth"]}], "2026-06-19")
    assert refused.steps[-1].refused and "Titanic Growth is not a creature spell" in " ".join(texts(refused))


def test_strangle_deals_damage_to_a_planeswalker(lookup):
    """A card of 2023 ("target creature or planeswalker"): played under 2026, where planeswalkers exist."""
    objects = [obj("strangle", "Strangle", "Alice", "hand"), obj("m", "Mountain", "Alice"), obj("jace", "Jace Beleren", "Bob")]
    replay = play(lookup, [*objects[:2], {**objects[2], "counters": {"loyalty": 3}}],
                  [{"type": "play_spell", "player": "Alice", "object": "strangle", "targets": ["jace"], "mana_abilities": [{"object": "m"}]},
                   *passes("Alice", "Bob")], "2026-06-19")
    assert "Strangle deals 3 damage to Jace Beleren" in "\n".join(texts(replay))
    assert "jace" in [o["id"] for o in replay.steps[-1].state["zones"]["Bob"]["graveyard"]]


@pytest.mark.parametrize("rules", EDITIONS)
def test_lava_axe_targets_a_player_and_never_a_creature(lookup, rules):
    """Its Oracle text says "target player or planeswalker"; under 2007, with no planeswalkers, it is its printed "target player"."""
    objects = [obj("axe", "Lava Axe", "Alice", "hand")] + [obj(f"m{i}", "Mountain", "Alice") for i in range(5)] + \
              [obj("lions", "Savannah Lions", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "axe", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]}
    replay = play(lookup, objects, [{**cast, "targets": ["Bob"]}, *passes("Alice", "Bob")], rules)
    assert [p["life"] for p in replay.steps[-1].state["players"]] == [20, 15]
    refused = play(lookup, objects, [{**cast, "targets": ["lions"]}], rules)
    said = " ".join(texts(refused))
    assert refused.steps[1].refused and "Savannah Lions is not a player" in said
    assert ("planeswalker" in said) == (rules != "2007-02-01")


@pytest.mark.parametrize("rules", EDITIONS)
def test_magma_spray_exiles_the_creature_it_would_kill(lookup, rules):
    """ "If that creature would die this turn, exile it instead": a replacement shield on the
    target (2007: 419.1a; 2026: 614.1a), applied when state-based actions put it into a graveyard."""
    objects = [obj("spray", "Magma Spray", "Alice", "hand"), obj("m", "Mountain", "Alice"), obj("lions", "Savannah Lions", "Bob")]
    replay = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "spray", "targets": ["lions"],
                                     "mana_abilities": [{"object": "m"}]}, *passes("Alice", "Bob")], rules)
    zones = replay.steps[-1].state["zones"]["Bob"]
    assert "lions" in [o["id"] for o in zones["removed_from_game"]] and not zones["graveyard"]  # the state speaks format 1
    assert {"419.1a" if rules == "2007-02-01" else "614.1a"} <= rules_cited(replay)


def test_exile_if_it_would_die_needs_that_creature_to_be_the_target_just_dealt_damage():
    assert not spell("Odd Spray", "Odd Spray deals 2 damage to any target. If that creature would die this turn, exile it instead.").played
    assert not spell("Odd Spray", "Odd Spray deals 2 damage to target creature or planeswalker. If that creature would die this turn, "
                                  "exile it instead.").played


@pytest.mark.parametrize("rules", EDITIONS)
def test_lunge_deals_damage_to_its_two_targets(lookup, rules):
    objects = [obj("lunge", "Lunge", "Alice", "hand")] + [obj(f"m{i}", "Mountain", "Alice") for i in range(3)] + \
              [obj("lions", "Savannah Lions", "Bob")]
    replay = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "lunge", "targets": ["lions", "Bob"],
                                     "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, *passes("Alice", "Bob")], rules)
    log = "\n".join(texts(replay))
    assert "Lunge deals 2 damage to Savannah Lions" in log and "Lunge deals 2 damage to Bob" in log
    assert [p["life"] for p in replay.steps[-1].state["players"]] == [20, 18]


@pytest.mark.parametrize("rules", EDITIONS)
def test_spell_snare_counters_only_a_spell_of_mana_value_2(lookup, rules):
    objects = [obj("lions", "Savannah Lions", "Alice", "hand"), obj("growth", "Titanic Growth", "Alice", "hand"),
               obj("p", "Plains", "Alice"), obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice"), obj("angel", "Serra Angel", "Alice"),
               obj("snare", "Spell Snare", "Bob", "hand"), obj("i", "Island", "Bob")]
    snare = {"type": "play_spell", "player": "Bob", "object": "snare", "mana_abilities": [{"object": "i"}]}
    growth = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["angel"],
                                     "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
                                    {"type": "pass_priority", "player": "Alice"}, {**snare, "targets": ["growth"]},
                                    *passes("Bob", "Alice")], rules)
    assert "Titanic Growth is countered and put into its owner's graveyard." in texts(growth)
    lions = play(lookup, objects, [{"type": "play_spell", "player": "Alice", "object": "lions", "mana_abilities": [{"object": "p"}]},
                                   {"type": "pass_priority", "player": "Alice"}, {**snare, "targets": ["lions"]}], rules)
    words = "mana value" if rules != "2007-02-01" else "converted mana cost"
    assert lions.steps[-1].refused and f"Savannah Lions has {words} 1, not 2" in " ".join(texts(lions))


def test_natures_spiral_returns_a_permanent_card_not_an_instant(lookup):
    """A card of 2010: played under 2026."""
    objects = [obj("spiral", "Nature's Spiral", "Alice", "hand"), obj("f1", "Forest", "Alice"), obj("f2", "Forest", "Alice"),
               obj("star", "Vulshok Morningstar", "Alice", "graveyard"), obj("shock", "Shock", "Alice", "graveyard")]
    cast = {"type": "play_spell", "player": "Alice", "object": "spiral", "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}
    replay = play(lookup, objects, [{**cast, "targets": ["star"]}, *passes("Alice", "Bob")], "2026-06-19")
    assert "star" in [o["id"] for o in replay.steps[-1].state["zones"]["Alice"]["hand"]]
    refused = play(lookup, objects, [{**cast, "targets": ["shock"]}], "2026-06-19")
    assert refused.steps[1].refused and "Shock is not an artifact, creature, enchantment, land, or planeswalker card" in \
        " ".join(texts(refused))


def test_an_enchantment_card_returned_to_the_battlefield_is_played_a_card_that_may_be_an_instant_is_not():
    """An Aura put onto the battlefield uncast enchants what its controller chooses as it enters (2007 212.4j;
    2026 303.4f: rulings/engine/aura_entering.py), so a permanent or enchantment card returned is played
    (graveyard_permanents.py, whose tests play it); "target card" may be an instant or sorcery card."""
    assert spell("Obzedat's Aid", "Return target permanent card from your graveyard to the battlefield.", types=("Sorcery",)).played
    assert spell("Aid", "Return target enchantment card from your graveyard to the battlefield.", types=("Sorcery",)).played
    assert spell("Aid", "Return target artifact card from your graveyard to the battlefield.", types=("Sorcery",)).played
    assert not spell("Aid", "Return target card from your graveyard to the battlefield.", types=("Sorcery",)).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_junk_diver_returns_another_artifact_card_not_itself(lookup, rules):
    """ "Another target artifact card": on a permanent's ability, other than its source (the Junk Diver card
    now in the graveyard), chosen as the trigger goes on the stack."""
    objects = [obj("diver", "Junk Diver", "Alice"), obj("star", "Vulshok Morningstar", "Alice", "graveyard"),
               obj("shock", "Shock", "Bob", "hand"), obj("m", "Mountain", "Bob")]
    replay = play(lookup, objects, [{"type": "pass_priority", "player": "Alice"},
                                    {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["diver"],
                                     "mana_abilities": [{"object": "m"}]}, *passes("Bob", "Alice"), *passes("Alice", "Bob")], rules)
    zones = replay.steps[-1].state["zones"]["Alice"]
    assert [o["id"] for o in zones["hand"]] == ["star"] and [o["id"] for o in zones["graveyard"]] == ["diver"]


def test_another_target_on_a_spell_stays_text_only():
    """On a spell "another" means other than its other targets, which a filter does not say."""
    assert not spell("Odd", "Destroy another target artifact.", types=("Instant",)).played
    assert compile_card({"name": "Unbender Tine", "mana_cost": "{2}{W}{U}", "types": ["Artifact"], "layout": "normal",
                         "text": "{T}: Untap another target permanent."}).played


def test_the_creature_phrases_a_template_takes_are_every_creature_filter():
    """pump and counters take CREATURE_TARGETS: the named phrases and any phrase read as creatures only."""
    from rulings.oracle.targets import CREATURE_TARGETS
    takes = ("~",) + CREATURE_TARGETS
    assert "~" in takes and "target creature" in takes and "target attacking creature an opponent controls" in takes
    assert "target artifact" not in takes and "target creature card from your graveyard" not in takes
