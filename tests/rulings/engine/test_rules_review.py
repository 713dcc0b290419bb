"""A review of the 2007 rules for today's features, edge case by edge case:
double strike (502.28, 502.2c), protection (502.7), tokens (216.3-216.4,
420.5f), Equipment (212.2g-k, 502.33, 420.5k, 502.7d), the legend rule
(420.5e) and counters (420.5n)."""
from .conftest import act, make, obj, pass_, rules_of, zone_ids
from .test_combat_and_turn import attack, block, combat, objects_by_id


def instant(name, cost, effect, targets=("creature",)):
    return {"name": name, "mana_cost": cost, "types": ["Instant"], "targets": list(targets), "effect": effect}


def keyword_instant(name, cost, do, keyword, **extra):
    ability = {"kind": "keyword", "keyword": keyword, **extra}
    step = {"do": do, "to": "target:0", "until": "end_of_turn"}
    step.update({"ability": ability} if do == "gain_ability" else {"keyword": keyword})
    return instant(name, cost, [step])


def cast(player, card_id, targets, lands, **kw):
    return act("play_spell", player, object=card_id, targets=list(targets),
               mana_abilities=[{"object": land} for land in lands], **kw)


def all_rules(replay):
    return {rule for step in replay.steps for rule in rules_of(step)}


def life(state, name):
    return next(p["life"] for p in state["players"] if p["name"] == name)


def damage_steps(replay):
    """The steps right after combat damage went on the stack, in order."""
    out, seen = [], set()
    for step in replay.steps:
        for item in step.state["stack"]:
            if item["kind"] == "combat_damage" and item["id"] not in seen:
                seen.add(item["id"])
                out.append(item)
    return out


def after_combat(replay):
    """The state as the postcombat main phase begins."""
    return next(step.state for step in replay.steps if step.state["phase"] == "postcombat_main")


TO_DAMAGE = [pass_("Alice"), pass_("Bob")]  # declare blockers -> combat damage step (default assignment follows)


# --- 502.28 double strike, 502.2c first strike ---------------------------------

DISARM = keyword_instant("Disarm", "{U}", "lose_ability", "double_strike")
DOUBLE_UP = keyword_instant("Double Up", "{R}", "gain_ability", "double_strike")
UNSTRIKE = keyword_instant("Unstrike", "{U}", "lose_ability", "first_strike")
FIRST_UP = keyword_instant("First Up", "{R}", "gain_ability", "first_strike")


def _unblocked(attacker_card, spell, spell_owner, land, target="x", also_attacking=()):
    """`x` (and `also_attacking`, (id, card) pairs) attack unblocked; in the first combat
    damage step, with the first-step damage on the stack, `spell_owner` plays `spell`
    on `target`; then everyone passes to the end of combat."""
    objs = [obj("x", attacker_card), obj("spell", spell, spell_owner, zone="hand"), obj("land", land, spell_owner),
            *(obj(oid, card) for oid, card in also_attacking)]
    other = "Alice" if spell_owner == "Bob" else "Bob"
    respond = [pass_("Alice")] if spell_owner == "Bob" else []  # Alice has priority first
    actions = ([attack("x", *(oid for oid, _card in also_attacking))] + TO_DAMAGE + [block()] + TO_DAMAGE + respond
               + [cast(spell_owner, "spell", [target], ["land"]), pass_(spell_owner), pass_(other)]
               + [pass_("Alice"), pass_("Bob")] * 8)
    return combat(objs, actions)


def test_502_28c_a_double_striker_that_loses_double_strike_in_the_first_step_deals_no_second_damage(play):
    r = play(_unblocked("Fencing Ace", DISARM, "Bob", "Island"))
    final = after_combat(r)
    assert life(final, "Bob") == 19
    assert [[a["source"] for a in item["assignments"]] for item in damage_steps(r)] == [["x"]]


def test_502_28d_a_first_striker_given_double_strike_after_its_first_step_damage_strikes_again(play):
    r = play(_unblocked("Youthful Knight", DOUBLE_UP, "Alice", "Mountain"))
    final = after_combat(r)
    assert life(final, "Bob") == 16
    assert [[a["source"] for a in item["assignments"]] for item in damage_steps(r)] == [["x"], ["x"]]
    assert "502.28b" in all_rules(r)


def test_502_28b_a_creature_given_double_strike_during_the_first_step_deals_damage_once(play):
    """It didn't strike in the first step, so it strikes in the second, once."""
    r = play(_unblocked("Fencing Ace", DOUBLE_UP, "Alice", "Mountain", target="bears",
                        also_attacking=[("bears", "Grizzly Bears")]))
    items = damage_steps(r)
    assert [sorted(a["source"] for a in item["assignments"]) for item in items] == [["x"], ["bears", "x"]]
    assert life(after_combat(r), "Bob") == 16


def test_502_2c_removing_first_strike_after_the_first_step_doesnt_let_it_strike_again(play):
    r = play(_unblocked("Youthful Knight", UNSTRIKE, "Bob", "Island"))
    assert life(after_combat(r), "Bob") == 18 and len(damage_steps(r)) == 1


def test_502_2c_adding_first_strike_in_the_first_step_doesnt_stop_a_creature_from_striking(play):
    r = play(_unblocked("Youthful Knight", FIRST_UP, "Alice", "Mountain", target="bears",
                        also_attacking=[("bears", "Grizzly Bears")]))
    items = damage_steps(r)
    assert [[a["source"] for a in item["assignments"]] for item in items] == [["x"], ["bears"]]
    assert life(after_combat(r), "Bob") == 16


def test_502_28b_a_double_striker_killed_by_first_strike_damage_deals_no_second_damage(play):
    """A blocking first striker and an attacking double striker trade in the first
    step; only surviving creatures assign damage in the second."""
    objs = [obj("ace", "Fencing Ace"), obj("knight", "Youthful Knight", "Bob")]
    r = play(combat(objs, [attack("ace")] + TO_DAMAGE + [block(("knight", "ace"))] + [pass_("Alice"), pass_("Bob")] * 6))
    final = after_combat(r)
    assert "ace" in zone_ids(final, "Alice", "graveyard") and "knight" in zone_ids(final, "Bob", "graveyard")
    assert len(damage_steps(r)) == 1


# --- 502.7 protection ------------------------------------------------------------

def ward(color):
    return keyword_instant(f"Ward ({color})", "{W}", "gain_ability", "protection", **{"from": color})


RAKDOS_BRUTE = {"name": "Rakdos Brute", "mana_cost": "{B}{R}", "types": ["Creature"], "power": 2, "toughness": 2}


def warded_bear(quality):
    """A 2/2 with protection from `quality` and no first strike."""
    return {"name": f"Warded Bear ({quality})", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2,
            "abilities": [{"kind": "keyword", "keyword": "protection", "from": quality}]}


def _bob_attacks_alice_blocks(attacker, blocker, extra=()):
    actions = [pass_("Bob"), pass_("Alice"), act("declare_attackers", "Bob", attackers=[attacker]), pass_("Bob"), pass_("Alice"),
               act("declare_blockers", "Alice", blocks=[{"blocker": blocker, "attacker": attacker}])]
    return actions + list(extra) + [pass_("Bob"), pass_("Alice")] * 6


def test_502_7f_a_creature_with_protection_may_block_a_creature_of_that_color(play):
    """Protection stops blockers of the quality, not blocking by the protected creature;
    the attacker's damage to it is prevented (502.7e), its own damage isn't."""
    ogre = {"name": "Black Ogre", "mana_cost": "{2}{B}{B}", "types": ["Creature"], "power": 3, "toughness": 2}
    objs = [obj("ogre", ogre, "Bob"), obj("bear", warded_bear("black"))]
    r = play(make(objs, _bob_attacks_alice_blocks("ogre", "bear"), active="Bob", phase="combat", step="beginning_of_combat"))
    assert not r.steps[6].refused
    final = after_combat(r)
    assert objects_by_id(final)["bear"]["damage"] == 0 and "ogre" in zone_ids(final, "Bob", "graveyard")
    assert "502.7e" in all_rules(r)


def test_502_7f_a_multicolored_creature_with_the_quality_cant_block(play):
    objs = [obj("knight", "White Knight"), obj("brute", RAKDOS_BRUTE, "Bob")]
    r = play(combat(objs, [attack("knight")] + TO_DAMAGE + [block(("brute", "knight"))]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "502.7f"


def test_502_7b_a_multicolored_spell_with_the_quality_cant_target_it(play):
    bolt = instant("Rakdos Bolt", "{B}{R}", [{"do": "damage", "amount": 3, "to": "target:0"}])
    objs = [obj("s", "Swamp"), obj("m", "Mountain"), obj("bolt", bolt, zone="hand"), obj("knight", "White Knight", "Bob")]
    r = play(make(objs, [cast("Alice", "bolt", ["knight"], ["s", "m"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.7b"


def test_502_7e_damage_from_a_multicolored_source_with_the_quality_is_prevented(play):
    objs = [obj("brute", RAKDOS_BRUTE, "Bob"), obj("bear", warded_bear("black"))]
    r = play(make(objs, _bob_attacks_alice_blocks("brute", "bear"), active="Bob", phase="combat", step="beginning_of_combat"))
    final = after_combat(r)
    assert objects_by_id(final)["bear"]["damage"] == 0 and "brute" in zone_ids(final, "Bob", "graveyard")
    assert "502.7e" in all_rules(r)


def test_502_7b_an_aura_spell_of_the_quality_cant_target_the_creature(play):
    objs = [obj("i", "Island"), obj("flight", "Flight", zone="hand"), obj("bears", warded_bear("blue"))]
    r = play(make(objs, [cast("Alice", "flight", ["bears"], ["i"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.7b"
    assert "flight" in zone_ids(r.steps[1].state, "Alice", "hand")


def test_502_7b_an_aura_spell_whose_target_gains_protection_is_countered_on_resolution(play):
    objs = [obj("i", "Island"), obj("p", "Plains"), obj("flight", "Flight", zone="hand"), obj("bears", "Grizzly Bears"),
            obj("ward", ward("blue"), zone="hand")]
    r = play(make(objs, [cast("Alice", "flight", ["bears"], ["i"]), cast("Alice", "ward", ["bears"], ["p"]),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert "flight" in zone_ids(last.state, "Alice", "graveyard") and objects_by_id(last.state)["bears"]["abilities"] == ["protection from blue"]
    assert {"413.2a", "502.7b"} <= set(rules_of(last))


def test_502_7f_a_color_given_by_an_aura_counts_for_protection(play):
    """The quality is the source's color now: a creature made black can't block a
    creature with protection from black."""
    shade = {"name": "Shade Coat", "mana_cost": "{B}", "types": ["Enchantment"], "subtypes": ["Aura"],
             "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                           {"kind": "static", "affects": "enchanted", "is": {"colors": ["black"]}}]}
    objs = [obj("knight", "White Knight"), obj("bears", "Grizzly Bears", "Bob"), obj("coat", shade, "Bob", attached_to="bears")]
    r = play(combat(objs, [attack("knight")] + TO_DAMAGE + [block(("bears", "knight"))]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "502.7f"


def test_502_7b_protection_from_its_own_color_stops_its_own_ability_targeting_it(play):
    """502.7b has no exception for the permanent's own abilities: a blue Prodigal
    Sorcerer with protection from blue can't target itself."""
    objs = [obj("p", "Plains"), obj("ward", ward("blue"), zone="hand"), obj("sorcerer", "Prodigal Sorcerer")]
    r = play(make(objs, [cast("Alice", "ward", ["sorcerer"], ["p"]), pass_("Alice"), pass_("Bob"),
                         act("activate_ability", object="sorcerer", ability=0, targets=["sorcerer"])]))
    assert r.steps[-1].refused and rules_of(r.steps[-1])[0] == "502.7b"


def test_502_7e_protection_from_its_own_color_prevents_its_own_damage(play):
    """502.7e has no exception either: a red creature's ability, played before it gained
    protection from red, deals its damage to the creature itself, and that damage is prevented."""
    pinger = {"name": "Red Pinger", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
                             "effect": [{"do": "damage", "amount": 1, "to": "self"}],
                             "text": "{T}: Red Pinger deals 1 damage to itself (and targets anything)."}]}
    objs = [obj("p", "Plains"), obj("ward", ward("red"), zone="hand"), obj("pinger", pinger)]
    r = play(make(objs, [act("activate_ability", object="pinger", ability=0, targets=["Bob"]),
                         cast("Alice", "ward", ["pinger"], ["p"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert "pinger" in zone_ids(last.state, "Alice", "in_play") and objects_by_id(last.state)["pinger"]["damage"] == 0
    assert "502.7e" in rules_of(last)


# --- 212.2g-k Equipment, 502.33 equip, 420.5k ---------------------------------------

EQUIP = 1  # Bonesplitter: 0 "Equipped creature gets +2/+0.", 1 equip {1}
SEIZE = instant("Seize", "{U}", [{"do": "gain_control", "what": "target:0", "until": "end_of_turn"}], targets=("permanent",))
ANIMATE = instant("Animate", "{U}", [{"do": "set_types", "types": ["Artifact", "Creature"], "to": "target:0", "until": "end_of_turn"},
                                     {"do": "set_pt", "power": 1, "toughness": 1, "to": "target:0", "until": "end_of_turn"}],
                  targets=("permanent",))


def equip(target, land, player="Alice"):
    return act("activate_ability", player, object="splitter", ability=EQUIP, targets=[target], mana_abilities=[{"object": land}])


def _equip_then(response, extra_objs, splitter_on=None):
    """Alice equips Bonesplitter to her Bears; Bob responds with `response`."""
    objs = [obj("splitter", "Bonesplitter", **({"attached_to": splitter_on} if splitter_on else {})),
            obj("bears", "Grizzly Bears"), obj("m", "Mountain"), obj("i", "Island", "Bob"), *extra_objs]
    return make(objs, [equip("bears", "m"), pass_("Alice"), response, pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")])


def test_212_2h_an_equip_ability_whose_creature_changed_control_is_countered(play):
    r = play(_equip_then(cast("Bob", "seize", ["bears"], ["i"]), [obj("seize", SEIZE, "Bob", zone="hand")]))
    last = r.steps[-1]
    assert "bears" in zone_ids(last.state, "Bob", "in_play") and objects_by_id(last.state)["splitter"]["attached_to"] is None
    assert "413.2a" in rules_of(last) and "controlled by Bob" in " ".join(e.text for e in last.events)


def test_212_2h_an_equip_ability_whose_creature_left_play_is_countered_and_the_equipment_stays_put(play):
    r = play(_equip_then(cast("Bob", "unsummon", ["bears"], ["i"]),
                         [obj("unsummon", "Unsummon", "Bob", zone="hand"), obj("elves", "Llanowar Elves")], splitter_on="elves"))
    last = r.steps[-1]
    assert "bears" in zone_ids(last.state, "Alice", "hand") and objects_by_id(last.state)["splitter"]["attached_to"] == "elves"
    assert "413.2a" in rules_of(last)


def test_212_2h_you_in_equip_is_the_abilitys_controller_so_stealing_the_equipment_doesnt_counter_it(play):
    """"Target creature you control": "you" is the ability's controller, Alice, who still
    controls the Bears; control of the creature matters when the ability is played and
    when it resolves (212.2h), and the Equipment's controller need not be the creature's (212.2k)."""
    r = play(_equip_then(cast("Bob", "seize", ["splitter"], ["i"]), [obj("seize", SEIZE, "Bob", zone="hand")]))
    last = r.steps[-1]
    splitter = objects_by_id(last.state)["splitter"]
    assert splitter["controller"] == "Bob" and splitter["attached_to"] == "bears"
    assert objects_by_id(last.state)["bears"]["power"] == 4 and "502.33a" in rules_of(last)


def test_212_2h_an_equipment_that_left_play_equips_nothing(play):
    shatter = instant("Shatter", "{U}", [{"do": "destroy", "what": "target:0"}], targets=("permanent",))
    r = play(_equip_then(cast("Bob", "shatter", ["splitter"], ["i"]), [obj("shatter", shatter, "Bob", zone="hand")]))
    last = r.steps[-1]
    assert "splitter" in zone_ids(last.state, "Alice", "graveyard") and objects_by_id(last.state)["bears"]["power"] == 2


def test_212_2i_an_equipment_that_becomes_a_creature_comes_off_and_stays_in_play(play):
    objs = [obj("splitter", "Bonesplitter", attached_to="bears"), obj("bears", "Grizzly Bears"), obj("i", "Island"),
            obj("animate", ANIMATE, zone="hand")]
    r = play(make(objs, [cast("Alice", "animate", ["splitter"], ["i"]), pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    state = objects_by_id(last.state)
    assert state["splitter"]["attached_to"] is None and "splitter" in zone_ids(last.state, "Alice", "in_play")
    assert state["bears"]["power"] == 2 and "420.5k" in rules_of(last)


def test_212_2h_an_equipment_that_became_a_creature_in_response_to_equip_doesnt_move(play):
    r = play(_equip_then(cast("Bob", "animate", ["splitter"], ["i"]), [obj("animate", ANIMATE, "Bob", zone="hand")]))
    last = r.steps[-1]
    assert objects_by_id(last.state)["splitter"]["attached_to"] is None and objects_by_id(last.state)["bears"]["power"] == 2
    assert "212.2h" in rules_of(last)


def test_502_7b_equip_cant_target_a_creature_with_protection_from_artifacts(play):
    objs = [obj("splitter", "Bonesplitter"), obj("bear", warded_bear("artifact")), obj("m", "Mountain")]
    r = play(make(objs, [equip("bear", "m")]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "502.7b"


def test_502_7d_a_colored_equipment_falls_off_a_creature_with_protection_from_its_color(play):
    black_blade = {"name": "Black Blade", "mana_cost": "{B}", "types": ["Artifact"], "subtypes": ["Equipment"],
                   "abilities": [{"kind": "static", "affects": "equipped", "pump": {"power": 1, "toughness": 0}},
                                 {"kind": "keyword", "keyword": "equip", "cost": "{1}"}]}
    r = play(make([obj("splitter", black_blade, attached_to="knight"), obj("knight", "White Knight")], []))
    setup = r.steps[0]
    assert objects_by_id(setup.state)["splitter"]["attached_to"] is None and {"420.5k", "502.7d"} <= set(rules_of(setup))


def test_212_2k_only_the_equipments_controller_may_play_equip_even_on_their_own_creature(play):
    """Bob controls the creature Alice's Bonesplitter equips; he can't move it."""
    objs = [obj("splitter", "Bonesplitter", attached_to="bears"), obj("bears", "Grizzly Bears", "Bob"),
            obj("elves", "Llanowar Elves", "Bob"), obj("m", "Mountain", "Bob"), obj("m2", "Mountain"), obj("own", "Grizzly Bears")]
    r = play(make(objs, [equip("elves", "m", player="Bob"), pass_("Bob"), pass_("Alice"), pass_("Bob")], active="Bob"))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "403.2"
    r = play(make(objs, [equip("own", "m2"), pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.steps[-1].state)["splitter"]["attached_to"] == "own"


def test_212_2i_an_equipment_cant_equip_itself_even_as_a_creature(play):
    objs = [obj("splitter", "Bonesplitter"), obj("m", "Mountain"), obj("i", "Island"), obj("animate", ANIMATE, zone="hand")]
    r = play(make(objs, [cast("Alice", "animate", ["splitter"], ["i"]), pass_("Alice"), pass_("Bob"), equip("splitter", "m"),
                         pass_("Alice"), pass_("Bob")]))
    assert objects_by_id(r.steps[-1].state)["splitter"]["attached_to"] is None


# --- 216.3-216.4, 420.5f tokens ----------------------------------------------------

def spirit_token(effect, targets=()):
    return {"name": "Spirit", "types": ["Creature"], "subtypes": ["Spirit"], "colors": ["white"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "leaves_play", "who": "self"}, "targets": list(targets),
                           "effect": effect, "text": "When Spirit leaves play, ..."}]}


def everywhere(state):
    return [o["id"] for zones in state["zones"].values() for cards in zones.values() for o in cards]


def test_216_3_a_tokens_leaves_play_ability_triggers_and_resolves_after_it_ceased_to_exist(play):
    token = spirit_token([{"do": "gain_life", "amount": 3, "player": "you"}])
    objs = [obj("m", "Mountain", "Bob"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("spirit", token, token=True)]
    r = play(make(objs, [pass_("Alice"), cast("Bob", "bolt", ["spirit"], ["m"]), pass_("Bob"), pass_("Alice")]))
    resolved = r.steps[-1]
    assert "spirit" not in everywhere(resolved.state) and resolved.state["stack"][-1]["kind"] == "triggered"
    assert {"420.5f", "216.3"} <= set(rules_of(resolved))
    r = play(make(objs, [pass_("Alice"), cast("Bob", "bolt", ["spirit"], ["m"]), pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")]))
    assert life(r.steps[-1].state, "Alice") == 23


def test_502_7b_a_ceased_tokens_trigger_still_has_its_color_for_protection(play):
    """The white token's leaves-play ability can't target a creature with protection from
    white, even after the token ceased to exist: its source is still white."""
    token = spirit_token([{"do": "damage", "amount": 1, "to": "target:0"}], targets=["creature"])
    objs = [obj("m", "Mountain", "Bob"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("spirit", token, token=True),
            obj("black_knight", "Black Knight", "Bob"), obj("bears", "Grizzly Bears", "Bob")]
    named_knight = {**pass_("Alice"), "trigger_targets": {"spirit": ["black_knight"]}}
    r = play(make(objs, [pass_("Alice"), cast("Bob", "bolt", ["spirit"], ["m"]), pass_("Bob"), named_knight]))
    refused = r.steps[-1]
    assert refused.refused and any("trigger_targets.spirit[0]" in e.text and "protection from white" in e.text
                                   for e in refused.events), [e.text for e in refused.events]
    named_bears = {**pass_("Alice"), "trigger_targets": {"spirit": ["bears"]}}
    r = play(make(objs, [pass_("Alice"), cast("Bob", "bolt", ["spirit"], ["m"]), pass_("Bob"), named_bears]))
    trigger = r.steps[-1].state["stack"][-1]
    assert trigger["kind"] == "triggered" and trigger["targets"] == ["bears"]


def test_410_4_an_illegal_target_named_for_a_trigger_is_refused_never_swapped_silently(play):
    """The scenario names the trigger's target: an illegal one refuses the action, naming the field,
    where the engine once took the first legal target instead without saying so."""
    token = spirit_token([{"do": "damage", "amount": 1, "to": "target:0"}], targets=["creature"])
    objs = [obj("m", "Mountain", "Bob"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("spirit", token, token=True),
            obj("bears", "Grizzly Bears", "Bob")]
    named_a_land = {**pass_("Alice"), "trigger_targets": {"spirit": ["m"]}}
    r = play(make(objs, [pass_("Alice"), cast("Bob", "bolt", ["spirit"], ["m"]), pass_("Bob"), named_a_land]))
    assert r.steps[-1].refused and any("trigger_targets.spirit[0]" in e.text for e in r.steps[-1].events)


def test_216_2_a_stolen_token_that_dies_goes_to_its_owners_graveyard_then_ceases(play):
    token = spirit_token([])
    objs = [obj("m", "Mountain", "Bob"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"),
            obj("spirit", token, "Alice", controller="Bob", token=True)]
    r = play(make(objs, [pass_("Alice"), cast("Bob", "bolt", ["spirit"], ["m"]), pass_("Bob"), pass_("Alice")]))
    texts = [e.text for e in r.steps[-1].events]
    assert "State-based effect: Spirit, a token in the graveyard, ceases to exist." in texts
    assert "spirit" not in everywhere(r.steps[-1].state)


def test_420_5f_a_token_removed_from_the_game_ceases_to_exist(play):
    exile = instant("Exile", "{W}", [{"do": "remove_from_game", "what": "target:0"}])
    objs = [obj("p", "Plains"), obj("exile", exile, zone="hand"), obj("spirit", spirit_token([]), "Bob", token=True)]
    r = play(make(objs, [cast("Alice", "exile", ["spirit"], ["p"]), pass_("Alice"), pass_("Bob")]))
    assert "spirit" not in everywhere(r.steps[-1].state) and "420.5f" in rules_of(r.steps[-1])


# --- 420.5e the legend rule, 420.5n counters ------------------------------------------

LEGEND = {"name": "Ryusei Troll", "mana_cost": "{2}{R}", "supertypes": ["Legendary"], "types": ["Creature"],
          "subtypes": ["Troll"], "power": 2, "toughness": 2,
          "abilities": [{"kind": "activated", "cost": {"mana": "{R}"}, "effect": [{"do": "regenerate", "what": "self"}],
                         "text": "{R}: Regenerate Ryusei Troll."},
                        {"kind": "keyword", "keyword": "morph", "cost": "{2}"}]}


def tap(land, player="Alice"):
    return act("activate_ability", player, object=land, ability=0)


def test_420_5e_face_down_legends_have_no_name_so_the_legend_rule_ignores_them(play):
    objs = [obj("a", LEGEND, face_down=True), obj("b", LEGEND, face_down=True), obj("m1", "Mountain"), obj("m2", "Mountain")]
    r = play(make(objs, [tap("m1"), tap("m2"), act("turn_face_up", object="a")]))
    assert {"a", "b"} <= set(zone_ids(r.steps[0].state, "Alice", "in_play")) and "420.5e" not in rules_of(r.steps[0])
    last = r.steps[-1]
    assert not last.refused and not objects_by_id(last.state)["a"]["face_down"]
    assert {"a", "b"} <= set(zone_ids(last.state, "Alice", "in_play")) and "420.5e" not in rules_of(last)


def test_420_5e_turning_the_second_legend_face_up_puts_both_into_the_graveyard(play):
    objs = [obj("a", LEGEND), obj("b", LEGEND, "Bob", face_down=True), obj("m1", "Mountain", "Bob"), obj("m2", "Mountain", "Bob")]
    r = play(make(objs, [pass_("Alice"), tap("m1", "Bob"), tap("m2", "Bob"), act("turn_face_up", "Bob", object="b")]))
    assert "a" in zone_ids(r.steps[0].state, "Alice", "in_play") and "b" in zone_ids(r.steps[0].state, "Bob", "in_play")
    last = r.steps[-1]
    assert "a" in zone_ids(last.state, "Alice", "graveyard") and "b" in zone_ids(last.state, "Bob", "graveyard")
    assert "420.5e" in rules_of(last)


def test_420_5e_regeneration_cant_save_a_legend_with_lethal_damage_from_the_legend_rule(play):
    """Lethal damage and a second legend of the name are checked together: regeneration
    replaces the destruction (420.5c), but the legend rule still puts it into its
    owner's graveyard (420.5e), which regeneration can't replace."""
    blast = instant("Summon Blast", "{R}", [{"do": "damage", "amount": 2, "to": "target:0"},
                                              {"do": "put_into_play_from_hand", "type": "Creature"}])
    objs = [obj("a", LEGEND), obj("b", LEGEND, zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"),
            obj("blast", blast, zone="hand")]
    r = play(make(objs, [act("activate_ability", object="a", ability=0, mana_abilities=[{"object": "m1"}]),
                         pass_("Alice"), pass_("Bob"),
                         cast("Alice", "blast", ["a"], ["m2"], choice="b"), pass_("Alice"), pass_("Bob")]))
    last = r.steps[-1]
    assert {"a", "b"} <= set(zone_ids(last.state, "Alice", "graveyard")) and {"420.5e", "420.5c"} <= set(rules_of(last))
    assert "419.6b" not in rules_of(last)


def test_420_5n_counters_cancel_in_the_same_check_as_zero_toughness(play):
    """A 1/1 with one +1/+1 and two -1/-1 counters is 0/0: it dies, though the check also removes a pair."""
    r = play(make([obj("elves", "Llanowar Elves", counters={"+1/+1": 1, "-1/-1": 2})], []))
    assert "elves" in zone_ids(r.steps[0].state, "Alice", "graveyard") and {"420.5b", "420.5n"} <= set(rules_of(r.steps[0]))


def test_420_5n_cancelling_counters_doesnt_change_power_or_toughness(play):
    r = play(make([obj("bears", "Grizzly Bears", counters={"+1/+1": 1, "-1/-1": 2})], []))
    bears = objects_by_id(r.steps[0].state)["bears"]
    assert bears["counters"] == {"-1/-1": 1} and (bears["power"], bears["toughness"]) == (1, 1)


def test_212_2k_a_stolen_equipment_stays_on_the_thiefs_creature_when_control_returns(play):
    """Alice seizes Bob's Bonesplitter until end of turn and equips her Bears; when Bob
    gets it back, it stays on her Bears: control of either doesn't move the other."""
    objs = [obj("splitter", "Bonesplitter", "Bob"), obj("bears", "Grizzly Bears"), obj("i", "Island"), obj("m", "Mountain"),
            obj("seize", SEIZE, zone="hand")]
    r = play(make(objs, [cast("Alice", "seize", ["splitter"], ["i"]), pass_("Alice"), pass_("Bob"), equip("bears", "m"),
                         pass_("Alice"), pass_("Bob")] + [pass_("Alice"), pass_("Bob")] * 6))
    equipped = next(step for step in r.steps if objects_by_id(step.state)["splitter"]["attached_to"] == "bears")
    assert objects_by_id(equipped.state)["splitter"]["controller"] == "Alice"
    back = next(step for step in r.steps if objects_by_id(step.state)["splitter"]["controller"] == "Bob" and step.index > equipped.index)
    assert objects_by_id(back.state)["splitter"]["attached_to"] == "bears" and objects_by_id(back.state)["bears"]["power"] == 4


DOUBLE_GIANT = {"name": "Double Giant", "mana_cost": "{3}{R}", "types": ["Creature"], "power": 3, "toughness": 3,
                "abilities": [{"kind": "keyword", "keyword": "double_strike"}]}


def test_310_2c_a_double_striker_whose_blocker_died_in_the_first_step_deals_no_second_damage(play):
    """It stays blocked: with no creature blocking it and no trample, it assigns no combat damage."""
    objs = [obj("giant", DOUBLE_GIANT), obj("bears", "Grizzly Bears", "Bob")]
    r = play(combat(objs, [attack("giant")] + TO_DAMAGE + [block(("bears", "giant"))] + [pass_("Alice"), pass_("Bob")] * 6))
    final = after_combat(r)
    assert "bears" in zone_ids(final, "Bob", "graveyard") and life(final, "Bob") == 20 and len(damage_steps(r)) == 1


def test_502_28b_a_blocking_double_striker_deals_damage_in_both_steps(play):
    objs = [obj("bears", "Grizzly Bears"), obj("ace", "Fencing Ace", "Bob")]
    r = play(combat(objs, [attack("bears")] + TO_DAMAGE + [block(("ace", "bears"))] + [pass_("Alice"), pass_("Bob")] * 6))
    items = damage_steps(r)
    assert [sorted((a["source"], a["amount"]) for a in item["assignments"]) for item in items] == [
        [("ace", 1)], [("ace", 1), ("bears", 2)]]
    final = after_combat(r)
    assert "bears" in zone_ids(final, "Alice", "graveyard") and "ace" in zone_ids(final, "Bob", "graveyard")


def test_502_7e_protection_gained_after_blocks_keeps_the_block_and_prevents_the_damage(play):
    objs = [obj("bears", "Grizzly Bears"), obj("brute", RAKDOS_BRUTE, "Bob"), obj("p", "Plains"), obj("ward", ward("black"), zone="hand")]
    r = play(combat(objs, [attack("bears")] + TO_DAMAGE + [block(("brute", "bears")), cast("Alice", "ward", ["bears"], ["p"]),
                                                           pass_("Alice"), pass_("Bob")] + [pass_("Alice"), pass_("Bob")] * 6))
    final = after_combat(r)
    assert "bears" in zone_ids(final, "Alice", "in_play") and "brute" in zone_ids(final, "Bob", "graveyard")
    assert objects_by_id(final)["bears"]["damage"] == 0
