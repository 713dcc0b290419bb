"""More counted amounts (rulings/engine/counts_more.py), each counted once as the instruction is
followed (2007 413.2f; 2026 608.2h, "information determined once"): the cards in graveyards a
filter describes, the cards with the source's name, and domain, the basic land types among lands
you control (2007 212.6d; 2026 305.6); `times` and `plus`; and the loader's checks of them."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_


def spell(name, amount, text):
    return {"name": name, "mana_cost": "{0}", "types": ["Sorcery"], "text": text,
            "effect": [{"do": "gain_life", "amount": amount, "player": "you"}]}


def life_after(play, card, others, rules="2026-06-19"):
    doc = make([obj("s", card, zone="hand")] + others, [act("play_spell", object="s"), pass_("Alice"), pass_("Bob")])
    doc["rules"] = rules
    r = play(doc)
    assert not any(st.refused for st in r.steps)
    return r.final_state["players"][0]["life"], r


YARDS = [obj("b1", "Grizzly Bears", zone="graveyard"), obj("f1", "Forest", zone="graveyard"),
         obj("b2", "Grizzly Bears", "Bob", zone="graveyard")]


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_413_2f_608_2h_creature_cards_in_your_graveyard_counted_once(play, rules):
    card = spell("Count", {"count": "graveyard_cards", "filter": {"owner": "you", "types": ["Creature"]}, "times": 2},
                 "You gain 2 life for each creature card in your graveyard.")
    life, r = life_after(play, card, YARDS, rules)
    assert life == 22
    assert {"2007-02-01": "413.2f", "2026-06-19": "608.2h"}[rules] in {c.rule for st in r.steps for e in st.events for c in e.citations}


def test_608_2h_cards_in_all_graveyards_have_no_owner_in_the_filter(play):
    card = spell("Count", {"count": "graveyard_cards", "filter": {"types": ["Creature"]}}, "...")
    assert life_after(play, card, YARDS)[0] == 22


def test_608_2h_cards_named_as_the_source_plus_n(play):
    card = spell("Echo of Count", {"count": "graveyard_cards_named_as_source", "plus": 3}, "...")
    others = [obj("e1", card, zone="graveyard"), obj("e2", card, "Bob", zone="graveyard")] + YARDS
    assert life_after(play, card, others)[0] == 25  # 3 plus the two in graveyards, not the one on the stack


def test_305_6_domain_counts_each_basic_land_type_once(play):
    card = spell("Domain", {"count": "basic_land_types"}, "...")
    lands = [obj("f1", "Forest"), obj("f2", "Forest"), obj("m", "Mountain"), obj("i", "Island", "Bob")]
    assert life_after(play, card, lands)[0] == 22  # Forest and Mountain; Bob's Island is not Alice's


@pytest.mark.parametrize("amount, field", [
    ({"count": "permanents", "filter": {"types": ["Creature"]}, "plus": 2}, "plus"),
    ({"count": "graveyard_cards", "filter": {"zone": "graveyard"}}, "filter.zone"),
    ({"count": "graveyard_cards", "plus": 0}, "plus")])
def test_the_loader_names_a_bad_count_field(amount, field):
    with pytest.raises(ScenarioError, match=field.replace(".", r"\.")):
        load_scenario(make([obj("s", spell("Bad", amount, "..."), zone="hand")], []))


def test_the_count_says_what_kind_of_card_it_counts(play):
    card = spell("Count", {"count": "graveyard_cards", "filter": {"types": ["Creature"]}}, "...")
    _, r = life_after(play, card, YARDS)
    assert "Count counts the creature cards in all graveyards: 2" in "\n".join(e.text for st in r.steps for e in st.events)


def test_domain_times_n_gains_n_for_each_basic_land_type(play):
    """Wandering Stream: "You gain 2 life for each basic land type among lands you control"."""
    card = spell("Domain", {"count": "basic_land_types", "times": 2}, "...")
    lands = [obj("f1", "Forest"), obj("m", "Mountain")]
    assert life_after(play, card, lands)[0] == 24
