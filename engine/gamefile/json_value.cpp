// The document tree of the strict JSON (engine/gamefile/json.h).
#include "engine/gamefile/json.h"

namespace semina::json {

const Value* Value::find(std::string_view key) const
{
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i] == key)
            return &items[i];
    return nullptr;
}

Value Value::makeBool(bool b)
{
    Value v;
    v.type = Type::Bool;
    v.boolean = b;
    return v;
}

Value Value::makeInteger(std::int64_t n)
{
    Value v;
    v.type = Type::Integer;
    v.integer = n;
    return v;
}

Value Value::makeString(std::string s)
{
    Value v;
    v.type = Type::String;
    v.text = std::move(s);
    return v;
}

Value Value::makeArray()
{
    Value v;
    v.type = Type::Array;
    return v;
}

Value Value::makeObject()
{
    Value v;
    v.type = Type::Object;
    return v;
}

Value& Value::add(std::string key, Value v)
{
    keys.push_back(std::move(key));
    items.push_back(std::move(v));
    return *this;
}

} // namespace semina::json
