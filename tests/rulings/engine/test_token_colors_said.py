"""A token's colors and keywords are said as the card says them: "a 1/1 black and green Pest creature token", "with flying"."""
import pytest

from .conftest import act, free, make, obj, pass_, play

PEST = {"name": "Pest", "types": ["Creature"], "subtypes": ["Pest"], "colors": ["black", "green"], "power": 1, "toughness": 1}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_a_two_color_token_is_black_and_green(play, rules):
    maker = free("Pest Maker", [{"do": "create_token", "token": PEST, "id": "pest"}], targets=())
    data = make([obj("m", maker, zone="hand")], [act("play_spell", object="m"), pass_("Alice"), pass_("Bob")]) | {"rules": rules}
    text = "\n".join(e.text for e in play(data).steps[-1].events)
    assert "1/1 black and green Pest creature token" in text, text


@pytest.mark.parametrize("keywords, said", [(["flying"], "with flying"), (["flying", "haste"], "with flying and haste"),
                                            (["flying", "first_strike", "lifelink"], "with flying, first strike, and lifelink")])
def test_a_tokens_keywords_are_said_as_the_card_says_them(play, keywords, said):
    token = {**PEST, "abilities": [{"kind": "keyword", "keyword": k} for k in keywords]}
    maker = free("Pest Maker", [{"do": "create_token", "token": token, "id": "pest"}], targets=())
    data = make([obj("m", maker, zone="hand")], [act("play_spell", object="m"), pass_("Alice"), pass_("Bob")]) | {"rules": "2026-06-19"}
    text = "\n".join(e.text for e in play(data).steps[-1].events)
    assert f"1/1 black and green Pest creature token {said} (pest)." in text, text
