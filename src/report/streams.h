#pragma once
// The streaming writer of each format (one file each); make_report_stream picks one.
#include <memory>

#include "brief/report.h"

namespace brief {

std::unique_ptr<ReportStream> make_human_stream(bool color);
std::unique_ptr<ReportStream> make_json_stream();
std::unique_ptr<ReportStream> make_sarif_stream();
std::unique_ptr<ReportStream> make_github_stream();
std::unique_ptr<ReportStream> make_junit_stream();

}  // namespace brief
