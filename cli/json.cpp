#include "cli/json.h"

#include "engine/gamefile/json.h"

#include <cmath>
#include <cstdio>

namespace semina::cli {

std::string jsonString(std::string_view text) { return json::quote(text); }

std::string jsonStrings(const std::vector<std::string>& items)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i > 0 ? ", " : "") + jsonString(items[i]);
    return out + "]";
}

std::string jsonNumber(double value, int decimals)
{
    if (!std::isfinite(value) || value > 1e15 || value < -1e15)
        value = 0; // JSON has no inf/nan; nothing we print gets this large
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

JsonObject& JsonObject::raw(std::string_view key, std::string_view json)
{
    if (m_text.size() > 1)
        m_text += ", ";
    m_text += jsonString(key);
    m_text += ": ";
    m_text += json;
    return *this;
}

std::string jsonError(std::string_view message) { return JsonObject().str("error", message).text(); }

} // namespace semina::cli
