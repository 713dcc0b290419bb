"""Every field a user fills is rendered escaped on every page that shows it."""
import pytest
from django.urls import reverse

from rulings import builder
from rulings.services import store, validation
from tests.rulings.scenario_fixtures import HOSTILE, make_document

pytestmark = pytest.mark.django_db
ESCAPED_SCRIPT = "&lt;script&gt;alert(1)&lt;/script&gt;"


@pytest.fixture
def hostile_scenario(owner):
    """The hostile text in the name, the question, a player's name, an object id, an inline card
    and an action's note."""
    document = make_document(name=HOSTILE, question=HOSTILE)
    document = builder.set_players(document, [(0, {"name": "Alice", "life": 20}), (1, {"name": "Bob" + HOSTILE, "life": 20})])
    document["actions"][0]["note"] = HOSTILE
    document["objects"].append({
        "id": "x" + HOSTILE, "owner": "Alice", "zone": "in_play",
        "card": {"name": "Ogre" + HOSTILE, "types": ["Creature"], "power": 2, "toughness": 2, "text": HOSTILE},
    })
    document["actions"][2]["targets"] = ["Bob" + HOSTILE]
    assert validation.validate(document) == []
    return store.create_scenario(owner, document)


def assert_escaped(page: str):
    assert "<script>alert(1)" not in page
    assert "<img src=x onerror" not in page
    assert ESCAPED_SCRIPT in page


@pytest.mark.parametrize(
    "name,kwargs",
    [
        ("rulings:scenario_detail", {}),
        ("rulings:scenario_edit", {}),
        ("rulings:step", {"n": 0}),
        ("rulings:step", {"n": 3}),
        ("rulings:scenario_delete", {}),
        ("rulings:object_edit", {"i": 3}),
        ("rulings:action_edit", {"i": 2}),
    ],
)
def test_hostile_text_is_escaped_on_scenario_pages(owner_client, hostile_scenario, name, kwargs):
    page = owner_client.get(reverse(name, kwargs={"pk": hostile_scenario.pk, **kwargs})).content.decode()
    assert_escaped(page)


def test_hostile_text_is_escaped_in_the_lists(owner_client, hostile_scenario):
    assert_escaped(owner_client.get(reverse("rulings:scenario_list")).content.decode())
    assert_escaped(owner_client.get(reverse("home")).content.decode())


def test_hostile_text_typed_into_a_form_comes_back_escaped(owner_client, hostile_scenario):
    response = owner_client.post(reverse("rulings:edit_turn", args=[hostile_scenario.pk]),
                                 {"number": HOSTILE, "active_player": "Alice", "phase": "precombat_main"})
    assert "<script>alert(1)" not in response.content.decode()
    assert "onerror=alert(2)>" not in response.content.decode()


def test_a_hostile_card_search_is_escaped(client):
    page = client.get(reverse("rulings:card_search"), {"q": HOSTILE}).content.decode()
    assert "<script>alert(1)" not in page
    assert ESCAPED_SCRIPT in page


def _text_fields(form):
    from django import forms

    return [name for name, field in form.fields.items() if isinstance(field, forms.CharField)]


@pytest.mark.parametrize("section", ["details", "players", "turn", "object", "action"])
def test_hostile_text_in_every_text_field_of_a_builder_form_comes_back_escaped(owner_client, owner, section):
    """Whether the engine accepts the value or not, the page that answers shows it escaped."""
    from rulings.builder_forms import ActionForm, ObjectForm
    from rulings.forms import DetailsForm, PlayersForm, TurnForm

    scenario = store.create_scenario(owner, make_document())
    document = scenario.document
    name, form, prefix, base = {
        "details": ("rulings:edit_details", DetailsForm(), "", {}),
        "players": ("rulings:edit_players", PlayersForm(players=document["players"]), "",
                    {"life_0": "20", "life_1": "20"}),
        "turn": ("rulings:edit_turn", TurnForm(players=["Alice", "Bob"]), "",
                 {"number": "1", "active_player": "Alice", "phase": "precombat_main"}),
        "object": ("rulings:object_add", ObjectForm(document=document), "new-object-",
                   {"new-object-owner": "Alice", "new-object-zone": "hand"}),
        "action": ("rulings:action_add", ActionForm(document=document), "new-action-",
                   {"new-action-type": "play_spell", "new-action-player": "Alice", "new-action-object": "bolt"}),
    }[section]
    data = dict(base)
    data.update({prefix + field: HOSTILE for field in _text_fields(form)})
    page = owner_client.post(reverse(name, args=[scenario.pk]), data).content.decode()
    if 'class="field-error"' in page or "errorlist" in page:  # refused: the typed text is shown again
        assert ESCAPED_SCRIPT in page
    else:  # accepted: the saved value is shown on the builder page
        page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert "<script>alert(1)" not in page
    assert "<img src=x onerror" not in page
