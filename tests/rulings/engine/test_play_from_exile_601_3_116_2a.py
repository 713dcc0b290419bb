"""Playing a card from exile under an effect's permission (2026 601.3 for a spell, 116.2a for
a land; 2007 103.1: the card's text beats "from his or her hand"), for as long as the effect
says (611.2a / 418.3a): "this turn" ends in the cleanup step (514.2 / 314.2), "until the end
of your next turn" in that turn's. A permission that ended, or that is another player's, is
refused with the rule."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R26, R07 = "2026-06-19", "2007-02-01"


def impulse(may_play="this_turn", amount=2, spells_only=False):
    step = {"do": "exile_top", "amount": amount, "may_play": may_play}
    if spells_only:
        step["spells_only"] = True
    return {"name": "Test Impulse", "mana_cost": "{0}", "types": ["Instant"], "effect": [step], "text": "impulse"}


def game(actions, card=None, rules=R26, number=3):
    objects = [obj("imp", card or impulse(), zone="hand"), obj("bolt", "Lightning Bolt", zone="library"),
               obj("mtn", "Mountain", zone="library"), obj("bears", "Grizzly Bears", zone="library"),
               obj("m1", "Mountain"), obj("m2", "Mountain")]
    data = make(objects, [act("play_spell", object="imp"), pass_("Alice"), pass_("Bob"), *actions], number=number)
    data["rules"] = rules
    return run_scenario(load_scenario(data))


def events(step):
    return [ev for ev in step.events]


def concepts(step):
    return {c.concept: c.rule for ev in step.events for c in ev.citations}


def zone(replay, oid):
    for p in replay.final_state["zones"].values():
        for z, objs in p.items():
            if any(o["id"] == oid for o in objs):
                return z


def to_bobs_upkeep():
    """From Alice's main phase with an empty stack to Bob's upkeep, where Bob has priority."""
    return [act("pass_until", step="end_of_turn"), pass_("Alice"), pass_("Bob")]


def test_the_top_cards_are_exiled_top_card_first():
    replay = game([])
    assert zone(replay, "bolt") == zone(replay, "mtn") == "removed_from_game"
    assert zone(replay, "bears") == "library"
    assert any("Lightning Bolt, Mountain (mtn)" in ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("rules,spell_rule,land_rule", [(R26, "601.3", "116.2a"), (R07, "103.1", "103.1")])
def test_a_spell_and_a_land_are_played_from_exile(rules, spell_rule, land_rule):
    replay = game([act("play_land", object="mtn"), act("play_spell", object="bolt", targets=["Bob"])], rules=rules)
    land, bolt = replay.steps[-2], replay.steps[-1]
    assert not land.refused and not bolt.refused
    assert concepts(land)["land_from_other_zone"] == land_rule
    assert concepts(bolt)["spell_from_other_zone"] == spell_rule
    assert zone(replay, "mtn") == "in_play" and zone(replay, "bolt") is None  # on the stack


def test_a_land_from_exile_uses_the_turns_land_play():
    """305.2: a land played from exile is the turn's land play; after one from the hand, it is refused."""
    objects = [obj("imp", impulse(), zone="hand"), obj("mtn", "Mountain", zone="library"), obj("hand_mtn", "Mountain", zone="hand")]
    data = make(objects, [act("play_land", object="hand_mtn"), act("play_spell", object="imp"), pass_("Alice"), pass_("Bob"),
                          act("play_land", object="mtn")])
    data["rules"] = R26
    refused = run_scenario(load_scenario(data)).steps[-1]
    assert refused.refused and refused.citations[0].concept == "no_more_land_plays"


def test_the_permission_is_the_controllers_not_another_players():
    replay = game([pass_("Alice"), act("play_spell", player="Bob", object="bolt", targets=["Alice"])])
    refused = replay.steps[-1]
    assert refused.refused and refused.citations[0].concept == "spell_from_other_zone"
    assert "Alice's" in refused.events[0].text and "not Bob's" in refused.events[0].text


def test_a_this_turn_permission_ends_in_the_cleanup_step():
    replay = game([*to_bobs_upkeep(), pass_("Bob"), act("play_spell", object="bolt", targets=["Bob"])])
    assert any(c.concept == "cleanup_damage_removed" and c.rule == "514.2"
               for st in replay.steps for ev in st.events if "permission to" in ev.text for c in ev.citations)
    refused = replay.steps[-1]
    assert refused.refused and refused.citations[0].concept == "effect_lasts_as_stated"
    assert "this turn and has ended" in refused.events[0].text


def test_until_the_end_of_your_next_turn_lasts_through_the_opponents_turn():
    replay = game([*to_bobs_upkeep(), pass_("Bob"), act("play_spell", object="bolt", targets=["Bob"])],
                  card=impulse("end_of_your_next_turn"))
    assert not replay.steps[-1].refused
    assert zone(replay, "bolt") is None  # on the stack


def test_spells_only_refuses_a_land():
    replay = game([act("play_land", object="mtn")], card=impulse(spells_only=True))
    refused = replay.steps[-1]
    assert refused.refused and refused.citations[0].concept == "land_from_other_zone"


def test_a_card_exiled_without_permission_cant_be_played():
    replay = game([act("play_spell", object="bolt", targets=["Bob"])], card=impulse(may_play=None) | {
        "effect": [{"do": "exile_top", "amount": 1}]})
    refused = replay.steps[-1]
    assert refused.refused and "no effect allows" in refused.events[0].text


def test_a_spell_cast_from_exile_resolves_and_then_cant_be_cast_again():
    """400.7: the Bolt that resolved is a new object in the graveyard; the permission named the card in exile."""
    replay = game([act("play_spell", object="bolt", targets=["Bob"]), pass_("Alice"), pass_("Bob"),
                   act("play_spell", object="bolt", targets=["Bob"])])
    assert replay.final_state["players"][1]["life"] == 17
    assert zone(replay, "bolt") == "graveyard" and replay.steps[-1].refused


def test_the_legal_actions_offer_the_exiled_cards_to_their_player():
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    objects = [obj("imp", impulse(), zone="hand"), obj("bolt", "Lightning Bolt", zone="library"),
               obj("mtn", "Mountain", zone="library"), obj("m1", "Mountain")]
    data = make(objects, [act("play_spell", object="imp"), pass_("Alice"), pass_("Bob")])
    data["rules"] = R26
    scenario = load_scenario(data)
    player, actions = legal_actions(game_at(scenario, 3))
    offered = {(a["type"], a.get("object")) for a in actions}
    assert player == "Alice"
    assert ("play_land", "mtn") in offered and ("play_spell", "bolt") in offered
